import CalculatorModel
import TestSupport
import Testing

/// `replaceNumbers(utf8:with:)`, which re-reads only the fragments around an edit, keeps the
/// tally a full count gives, over random edits: typing, pastes and deletions anywhere in the
/// text, with every kind of separator.
struct EditPropertyTests {
  static let editCount = RandomInputs.count(20_000)

  /// One edit of `text`: a UTF-8 range on scalar boundaries and what replaces it.
  struct Edit: CustomStringConvertible {
    var range: Range<Int>
    var replacement: String
    var description: String { "\(range) → \(replacement.debugDescription)" }
  }

  /// An edit as a person makes one: a character typed or deleted at a random place, a paste,
  /// a selection replaced, the whole text cleared.
  static func edit(of text: String, _ generator: inout InputGenerator, separators: String)
    -> Edit
  {
    // Scalar boundaries in UTF-8 offsets: where a field's cursor (or a seam) can be.
    var boundaries = [0]
    var offset = 0
    for scalar in text.unicodeScalars {
      offset += String(scalar).utf8.count
      boundaries.append(offset)
    }
    let start = boundaries.randomElement(using: &generator.random)!
    let ends = boundaries.filter { $0 >= start }
    func piece() -> String {
      let pool = InputGenerator.separatorScalars + InputGenerator.noise + ["1", "7", "42", "-"]
      return pool.randomElement(using: &generator.random)!
    }
    switch Int.random(in: 0..<6, using: &generator.random) {
    case 0, 1:  // a character typed
      return Edit(range: start..<start, replacement: piece())
    case 2:  // a deletion, of one scalar or a run
      let end =
        Bool.random(using: &generator.random)
        ? ends.dropFirst().first : ends.randomElement(using: &generator.random)
      return Edit(range: start..<(end ?? start), replacement: "")
    case 3:  // a paste
      return Edit(range: start..<start, replacement: generator.numbers(separators: separators))
    case 4:  // a selection replaced
      let end = ends.randomElement(using: &generator.random)!
      return Edit(range: start..<end, replacement: piece() + piece())
    default:  // Ctrl-U
      return Edit(range: 0..<offset, replacement: "")
    }
  }

  @Test func anEditKeepsTheTallyAFullCountGives() {
    var generator = InputGenerator(seed: 0xED17_5EED)
    var failures: [String] = []
    var edits = 0
    while edits < Self.editCount && failures.count < 5 {
      let separators = generator.separators()
      var calculator = Calculator(
        separators: separators, numbers: generator.numbers(separators: separators))
      // A run of edits on one text, as typing makes them: an error would carry over.
      for _ in 0..<8 {
        let before = calculator.numbers
        let edit = Self.edit(of: before, &generator, separators: separators)
        calculator.replaceNumbers(utf8: edit.range, with: edit.replacement)
        edits += 1
        var bytes = Array(before.utf8)
        bytes.replaceSubrange(edit.range, with: Array(edit.replacement.utf8))
        let expected = Calculator(
          separators: separators, numbers: String(decoding: bytes, as: UTF8.self))
        if Array(calculator.numbers.unicodeScalars) != Array(expected.numbers.unicodeScalars)
          || calculator.tally != expected.tally
        {
          failures.append(
            "\(separators.debugDescription) \(before.debugDescription) \(edit): "
              + "\(calculator.tally) ≠ \(expected.tally)")
          break
        }
      }
    }
    #expect(failures.isEmpty, "an edit's tally differs from a full count: \(failures)")
  }

  /// The edits the property test makes reach each case: between fragments, inside one, across
  /// several, into and out of an empty text.
  @Test func theEditsTouchEveryKindOfPlace() {
    var calculator = Calculator(separators: ",", numbers: "")
    calculator.replaceNumbers(utf8: 0..<0, with: "1,2")
    #expect(calculator.tally == Tally(sum: 3, numberCount: 2, ignoredCount: 0))
    calculator.replaceNumbers(utf8: 1..<1, with: "0")  // inside a fragment: 10,2
    #expect(calculator.tally == Tally(sum: 12, numberCount: 2, ignoredCount: 0))
    calculator.replaceNumbers(utf8: 2..<3, with: "")  // a separator removed: 102
    #expect(calculator.tally == Tally(sum: 102, numberCount: 1, ignoredCount: 0))
    calculator.replaceNumbers(utf8: 3..<3, with: ",,x")  // 102,,x
    #expect(calculator.tally == Tally(sum: 102, numberCount: 1, ignoredCount: 2))
    calculator.replaceNumbers(utf8: 0..<6, with: "")  // cleared
    #expect(calculator.tally == Tally())
    #expect(calculator.numbers.isEmpty)
    calculator.replaceNumbers(utf8: 0..<0, with: "")  // nothing into nothing
    #expect(calculator.tally == Tally())
  }

  /// Separators with non-ASCII scalars take the scalar-by-scalar way round the edit.
  @Test func nonASCIISeparatorsFindTheFragmentsAroundTheEdit() {
    var calculator = Calculator(separators: "é👍", numbers: "1é2👍3")
    let afterTwo = "1é2".utf8.count
    calculator.replaceNumbers(utf8: afterTwo..<afterTwo, with: "0")
    #expect(calculator.numbers == "1é20👍3")
    #expect(calculator.tally == Tally(sum: 24, numberCount: 3, ignoredCount: 0))
    calculator.replaceNumbers(utf8: 1..<(1 + "é".utf8.count), with: "")
    #expect(calculator.tally == Tally(sum: 123, numberCount: 2, ignoredCount: 0))
  }
}
