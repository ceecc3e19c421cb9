/// The calculator's state: the two text fields, and the sum and breakdown they imply.
public struct Calculator: Equatable, Sendable {
  /// The Separators field's text; each of its Unicode scalars splits the Numbers text.
  public var separators: String {
    didSet {
      separatorSet = SeparatorSet(separators)
      byteClasses = separatorSet.hasNonASCII ? nil : ByteClasses(separatorSet)
    }
  }

  /// The Numbers field's text.
  public var numbers: String

  /// `separators` arranged for fast lookup, rebuilt only when `separators` changes so that
  /// reading `sum` allocates nothing.
  private var separatorSet: SeparatorSet
  /// The fast path's byte table, when every separator is ASCII (nil sends `sum` the general way).
  private var byteClasses: ByteClasses?

  /// Creates a calculator with the given field texts.
  public init(separators: String = ",", numbers: String = "") {
    self.separators = separators
    self.numbers = numbers
    self.separatorSet = SeparatorSet(separators)
    self.byteClasses = separatorSet.hasNonASCII ? nil : ByteClasses(separatorSet)
  }

  /// The exact sum of all valid fragments of `numbers`.
  ///
  /// `Int128` cannot overflow here: it would take more than 2^63 fragments of magnitude 2^63.
  public var sum: Int128 { tally.sum }

  /// The sum and the counts of numbers and ignored fragments, computed in one pass without
  /// allocating: what the Calculator screen shows on every keystroke.
  public var tally: Tally {
    var result = Tally()
    var text = numbers
    text.withUTF8 { bytes in
      if let byteClasses {
        result = FastSum(classes: byteClasses, separators: separatorSet).tally(bytes)
        return
      }
      FragmentScanner(separators: separatorSet).scan(bytes) { _, outcome in
        if case .number(let value) = outcome {
          result.add(Int128(value))
        } else {
          result.add(nil)
        }
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
