import CalculatorModel
import FuzzSupport

/// Texts the model treats specially, so that a byte can stand for any of them.
private let alphabet: [String] = [
  "0", "1", "2", "5", "7", "9", "+", "-", " ", "\t", "\n", "\r", ",", ";", "|", "x", "E", ".",
  "\u{0}", "\u{1B}", "\u{7F}", "\u{85}", "\u{A0}", "\u{2028}", "\u{3000}", "\u{FFFD}", "é",
  "e\u{301}", "👍🏽", "\u{663}", "\u{FF11}", "9223372036854775807", "9223372036854775808",
  "-9223372036854775808", "18446744073709551615", "18446744073709551616", "00000000000000000001",
]

/// The production model against the executable spec (issue 9, target 1).
///
/// Input: a flags byte (bits 0–2: separator length; bit 3: bytes stand for `alphabet`
/// entries rather than raw UTF-8), the separator bytes, piece sizes (see `FuzzInput`), then the
/// Numbers bytes. `Calculator.sum`, `.tally` and `.breakdown` must equal the spec, and the
/// streaming tally fed in pieces must equal both.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzModel(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  var input = FuzzInput(data, size)
  let flags = input.byte()
  let usesAlphabet = flags & 8 != 0
  func text(_ bytes: [UInt8]) -> [UInt8] {
    usesAlphabet ? Array(bytes.map { alphabet[Int($0) % alphabet.count] }.joined().utf8) : bytes
  }
  let separators = String(decoding: text(input.take(Int(flags & 7))), as: UTF8.self)
  let sizes = input.pieceSizes()
  let bytes = text(input.rest())
  let numbers = String(decoding: bytes, as: UTF8.self)

  let calculator = Calculator(separators: separators, numbers: numbers)
  let spec = ExecutableSpec.breakdown(separators: separators, numbers: numbers)
  let described = "separators \(separators.debugDescription), numbers \(numbers.debugDescription)"
  require(calculator.sum == spec.sum, "sum \(calculator.sum) ≠ spec \(spec.sum); \(described)")
  require(calculator.tally == spec.tally, "tally \(calculator.tally) ≠ spec; \(described)")
  let breakdown = calculator.breakdown
  require(breakdown == spec, "breakdown \(breakdown) ≠ spec \(spec); \(described)")
  require(
    breakdown.fragments.map { Array($0.text.unicodeScalars) }
      == spec.fragments.map { Array($0.text.unicodeScalars) },
    "fragment texts differ scalar by scalar; \(described)")

  var stream = StreamingTally(separators: separators)
  for piece in FuzzInput.pieces(of: bytes, sizes: sizes) {
    stream.consume(piece)
  }
  let streamed = stream.finish()
  require(streamed == spec.tally, "streamed \(streamed) ≠ spec; \(described), pieces \(sizes)")
  return 0
}
