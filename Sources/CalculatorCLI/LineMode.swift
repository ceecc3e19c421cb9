import CalculatorModel

/// Line mode: one output line per input line, streamed in constant memory. Invalid UTF-8 is
/// decoded with replacement characters.
///
/// A line ends at LF, CR LF or CR, and the ending is never part of its text; the last line
/// needs no ending. Each line's answer is written before the program waits for more input:
/// the answers of one read are written together, so a big input still costs one write per
/// read, and `tail -f log | calc-mvc` answers each line as it arrives.
///
/// Sums never hold a line: each piece goes straight into a `StreamingTally`, so a line of any
/// length costs nothing. `--json` prints every fragment's text, so it holds one line at a time.
struct LineMode {
  let separators: String
  let json: Bool

  func run() {
    var output = BufferedOutput()
    if json {
      runJSON(&output)
    } else {
      runSums(&output)
    }
    output.flush()
  }

  private func runSums(_ output: inout BufferedOutput) {
    var tally = StreamingTally(separators: separators)
    var lines = LineSplitter()
    var lineIsOpen = false
    StandardStreams.readInput { chunk in
      lines.split(chunk) { text in
        tally.consume(text)
        lineIsOpen = lineIsOpen || !text.isEmpty
      } end: {
        output.append("\(tally.finish().sum)")
        lineIsOpen = false
      }
      output.flush()
      return true
    }
    if lineIsOpen { output.append("\(tally.finish().sum)") }
  }

  private func runJSON(_ output: inout BufferedOutput) {
    var calculator = Calculator(separators: separators)
    var lines = LineSplitter()
    var line: [UInt8] = []
    func emit() {
      calculator.numbers = String(decoding: line, as: UTF8.self)
      line.removeAll(keepingCapacity: line.count <= StandardStreams.chunkSize)
      output.append(JSONLine.encode(calculator.breakdown))
    }
    StandardStreams.readInput { chunk in
      lines.split(chunk) { text in
        line.append(contentsOf: text)
      } end: {
        emit()
      }
      output.flush()
      return true
    }
    if !line.isEmpty { emit() }
  }
}

/// Output lines, written in chunks rather than one `write` per line.
struct BufferedOutput {
  private var bytes: [UInt8] = []

  mutating func append(_ line: String) {
    bytes += line.utf8
    bytes.append(0x0A)
    if bytes.count >= StandardStreams.chunkSize { flush() }
  }

  mutating func flush() {
    guard !bytes.isEmpty else { return }
    StandardStreams.writeOutput(bytes)
    bytes.removeAll(keepingCapacity: true)
  }
}

/// Cuts chunks of bytes into lines. A line ends at LF, CR LF or CR; CR LF split across two
/// chunks is one ending.
struct LineSplitter {
  private static let lineFeed: UInt8 = 0x0A
  private static let carriageReturn: UInt8 = 0x0D
  /// Whether the last chunk ended in CR, so that an LF starting this one ends nothing.
  private var afterCarriageReturn = false

  /// Calls `text` with the pieces of line text in `chunk`, in order, and `end` at each line
  /// ending. A piece may be empty; a line may span chunks.
  mutating func split(
    _ chunk: ArraySlice<UInt8>, text: (UnsafeBufferPointer<UInt8>) -> Void, end: () -> Void
  ) {
    chunk.withUnsafeBufferPointer { buffer in
      let count = buffer.count
      var start = 0
      if afterCarriageReturn, count > 0, buffer[0] == Self.lineFeed { start = 1 }
      afterCarriageReturn = false
      var index = start
      while index < count {
        let byte = buffer[index]
        if byte <= Self.carriageReturn, byte == Self.lineFeed || byte == Self.carriageReturn {
          text(UnsafeBufferPointer(rebasing: buffer[start..<index]))
          end()
          if byte == Self.carriageReturn {
            if index + 1 == count {
              afterCarriageReturn = true
            } else if buffer[index + 1] == Self.lineFeed {
              index += 1
            }
          }
          start = index + 1
        }
        index += 1
      }
      text(UnsafeBufferPointer(rebasing: buffer[start..<count]))
    }
  }
}

/// The `--json` object of one line (SPEC: Line mode): keys exactly `sum`, `numbers`, `ignored`,
/// `fragments` (each `text` with `value` and `total`, or `ignored`).
enum JSONLine {
  static func encode(_ breakdown: Breakdown) -> String {
    let fragments = breakdown.fragments.map { fragment in
      switch fragment.outcome {
      case .number(let value):
        "{\"text\": \(quote(fragment.text)), \"value\": \(value), \"total\": \(fragment.total)}"
      case .ignored(let reason):
        "{\"text\": \(quote(fragment.text)), \"ignored\": \(quote(name(of: reason)))}"
      }
    }
    return "{\"sum\": \(breakdown.sum), \"numbers\": \(breakdown.numberCount), "
      + "\"ignored\": \(breakdown.ignoredCount), \"fragments\": ["
      + fragments.joined(separator: ", ") + "]}"
  }

  /// The `ignored` value of a fragment. The output format's own names, kept here rather than
  /// taken from the screens' wording (CalculatorFormatting), so that a change of screen text
  /// cannot change what scripts read.
  static func name(of reason: IgnoreReason) -> String {
    switch reason {
    case .empty: "empty"
    case .notANumber: "not a number"
    case .outOfRange: "out of range"
    }
  }

  /// A JSON string literal: quotes, backslashes and control characters escaped.
  static func quote(_ text: String) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\r": result += "\\r"
      case "\t": result += "\\t"
      case "\u{0}"..."\u{1F}", "\u{7F}", "\u{2028}", "\u{2029}":
        let hex = String(scalar.value, radix: 16)
        result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
      default: result.unicodeScalars.append(scalar)
      }
    }
    return result + "\""
  }
}
