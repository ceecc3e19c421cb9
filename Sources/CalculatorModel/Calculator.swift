/// The calculator's state: the two text fields, and the sum and breakdown they imply.
///
/// The tally is kept with the texts: a write of either text counts the Numbers text again, and
/// `replaceNumbers(utf8:with:)`, an edit, re-reads only the fragments around the edited range,
/// so that a keystroke in a field of any length costs what its fragment costs.
public struct Calculator: Equatable, Sendable {
  /// The Separators field's text; each of its Unicode scalars splits the Numbers text.
  public var separators: String {
    didSet {
      separatorSet = SeparatorSet(separators)
      byteClasses = separatorSet.hasNonASCII ? nil : ByteClasses(separatorSet)
      tally = Self.tally(of: numbers, separatorSet, byteClasses)
    }
  }

  /// The Numbers field's text.
  public var numbers: String {
    get { storedNumbers }
    set {
      storedNumbers = newValue
      tally = Self.tally(of: newValue, separatorSet, byteClasses)
    }
  }

  /// The sum and the counts of numbers and ignored fragments: what the Calculator screen shows
  /// on every keystroke, kept up to date by every write.
  public private(set) var tally: Tally

  private var storedNumbers: String
  /// `separators` arranged for fast lookup, rebuilt only when `separators` changes so that
  /// counting allocates nothing.
  private var separatorSet: SeparatorSet
  /// The fast path's byte table, when every separator is ASCII (nil sends counting the general
  /// way).
  private var byteClasses: ByteClasses?

  /// Creates a calculator with the given field texts.
  public init(separators: String = ",", numbers: String = "") {
    self.separators = separators
    self.storedNumbers = numbers
    self.separatorSet = SeparatorSet(separators)
    self.byteClasses = separatorSet.hasNonASCII ? nil : ByteClasses(separatorSet)
    self.tally = Self.tally(of: numbers, separatorSet, byteClasses)
  }

  /// The exact sum of all valid fragments of `numbers`.
  ///
  /// `Int128` cannot overflow here: it would take more than 2^63 fragments of magnitude 2^63.
  public var sum: Int128 { tally.sum }

  /// Replaces the UTF-8 bytes `range` of `numbers` with `replacement`, as a text field's edit
  /// does (`UITextFieldDelegate`'s `shouldChangeCharactersIn:replacementString:`), and updates
  /// the tally from the fragments the edit touches: those from the separator before the range
  /// to the one after it, read once before the edit and once after. The tally is the one a
  /// full count gives (the property tests compare them over random edits).
  ///
  /// `numbers` is edited in place: when nothing else holds its storage, an edit at the end
  /// costs what the edit and its fragment cost, whatever the text's length.
  ///
  /// - Precondition: `range` lies within `numbers`' UTF-8 bytes, both its bounds on Unicode
  ///   scalar boundaries.
  public mutating func replaceNumbers(utf8 range: Range<Int>, with replacement: String) {
    let bounds = numbersIndices(utf8: range)
    guard !storedNumbers.isEmpty else {
      // An empty text has no fragment to take away: count the new one.
      storedNumbers = replacement
      tally = Self.tally(of: storedNumbers, separatorSet, byteClasses)
      return
    }
    let before = touchedFragments(from: range.lowerBound, to: range.upperBound)
    // Nothing else holds the text here, unless the caller kept a copy: it changes in place.
    storedNumbers.replaceSubrange(bounds, with: replacement)
    if storedNumbers.isEmpty {
      tally = Tally()
      return
    }
    let after = touchedFragments(
      from: range.lowerBound, to: range.lowerBound + replacement.utf8.count)
    tally.subtract(before)
    tally.add(after)
  }

  /// The String indices of the UTF-8 offsets `range` of `numbers`, checked.
  private func numbersIndices(utf8 range: Range<Int>) -> Range<String.Index> {
    let utf8 = storedNumbers.utf8
    precondition(
      range.lowerBound >= 0 && range.upperBound <= utf8.count,
      "replaceNumbers: \(range) is outside the text's \(utf8.count) UTF-8 bytes")
    let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
    let upper = utf8.index(lower, offsetBy: range.count)
    // A scalar starts at any byte but a continuation byte (0b10xxxxxx).
    func isScalarStart(_ index: String.Index) -> Bool {
      index == utf8.endIndex || utf8[index] & 0xC0 != 0x80
    }
    precondition(
      isScalarStart(lower) && isScalarStart(upper),
      "replaceNumbers: \(range) does not fall on Unicode scalar boundaries")
    return lower..<upper
  }

  /// The tally of the whole fragments that hold the UTF-8 bytes `start..<end` of `numbers`:
  /// from just after the separator before `start` (or the text's start) to the separator at
  /// or after `end` (or the text's end). An empty run is one empty fragment.
  private func touchedFragments(from start: Int, to end: Int) -> Tally {
    var text = storedNumbers
    return text.withUTF8 { bytes in
      var first = start
      var last = end
      if separatorSet.hasNonASCII {
        let scalars = storedNumbers.unicodeScalars
        let utf8 = storedNumbers.utf8
        var index = utf8.index(utf8.startIndex, offsetBy: start)
        while index > scalars.startIndex {
          let previous = scalars.index(before: index)
          if contains(scalars[previous]) { break }
          index = previous
        }
        first = utf8.distance(from: utf8.startIndex, to: index)
        index = utf8.index(utf8.startIndex, offsetBy: end)
        while index < scalars.endIndex && !contains(scalars[index]) {
          index = scalars.index(after: index)
        }
        last = utf8.distance(from: utf8.startIndex, to: index)
      } else {
        // Every separator is one ASCII byte, and no byte of a multi-byte scalar is ASCII.
        while first > 0 && !separatorSet.contains(ascii: bytes[first - 1]) { first -= 1 }
        while last < bytes.count && !separatorSet.contains(ascii: bytes[last]) { last += 1 }
      }
      let run = UnsafeBufferPointer(rebasing: bytes[first..<last])
      guard !run.isEmpty else { return Self.emptyFragment }
      return Self.tally(of: run, separatorSet, byteClasses)
    }
  }

  /// The tally of one empty fragment, such as the text between two adjacent separators.
  private static let emptyFragment: Tally = {
    var tally = Tally()
    if case .number(let value) = FragmentParser().finish() {
      tally.add(Int128(value))
    } else {
      tally.add(nil)
    }
    return tally
  }()

  private func contains(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII
      ? separatorSet.contains(ascii: UInt8(scalar.value))
      : separatorSet.contains(nonASCII: scalar.value)
  }

  /// The tally of `text`, in one pass without allocating.
  private static func tally(
    of text: String, _ separators: SeparatorSet, _ byteClasses: ByteClasses?
  ) -> Tally {
    var text = text
    return text.withUTF8 { tally(of: $0, separators, byteClasses) }
  }

  private static func tally(
    of bytes: UnsafeBufferPointer<UInt8>, _ separators: SeparatorSet,
    _ byteClasses: ByteClasses?
  ) -> Tally {
    if let byteClasses {
      return FastSum(classes: byteClasses, separators: separators).tally(bytes)
    }
    var result = Tally()
    FragmentScanner(separators: separators).scan(bytes) { _, outcome in
      if case .number(let value) = outcome {
        result.add(Int128(value))
      } else {
        result.add(nil)
      }
    }
    return result
  }

  /// Every fragment of `numbers` with its outcome and running total.
  public var breakdown: Breakdown {
    var result = Breakdown(fragments: [], numberCount: 0, ignoredCount: 0, sum: 0)
    var text = numbers
    text.withUTF8 { bytes in
      FragmentScanner(separators: separatorSet).scan(bytes) { range, outcome in
        switch outcome {
        case .number(let value):
          result.sum += Int128(value)
          result.numberCount += 1
        case .ignored:
          result.ignoredCount += 1
        }
        // Fragments end at scalar boundaries, so the bytes are valid UTF-8 and copied verbatim.
        let fragmentText = String(
          decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
        result.fragments.append(Fragment(text: fragmentText, outcome: outcome, total: result.sum))
      }
    }
    return result
  }
}
