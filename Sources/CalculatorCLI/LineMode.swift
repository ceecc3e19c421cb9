import CalculatorModel

/// Line mode: one output line per input line, streamed in constant memory. Invalid UTF-8 is
/// decoded with replacement characters.
///
/// Sums never hold a line: each chunk goes straight into a `StreamingTally`, so a line of any
/// length costs nothing. `--json` prints every fragment's text, so it holds one line at a time.
struct LineMode {
  let separators: String
  let json: Bool

  func run() {
    var output = Output()
    if json {
      runJSON(&output)
    } else {
      runSums(&output)
    }
    output.flush()
  }

  private func runSums(_ output: inout Output) {
    var tally = StreamingTally(separators: separators)
    var lineIsOpen = false
    StandardStreams.readInput { chunk in
      var start = chunk.startIndex
      while let newline = chunk[start...].firstIndex(of: 0x0A) {
        tally.consume(chunk[start..<newline])
        output.append("\(tally.finish().sum)")
        start = newline + 1
      }
      tally.consume(chunk[start...])
      lineIsOpen = start < chunk.endIndex
      return true
    }
    if lineIsOpen { output.append("\(tally.finish().sum)") }
  }

  private func runJSON(_ output: inout Output) {
    var calculator = Calculator(separators: separators)
    var line: [UInt8] = []
    func emit() {
      calculator.numbers = String(decoding: line, as: UTF8.self)
      line.removeAll(keepingCapacity: line.count <= StandardStreams.chunkSize)
      output.append(JSONLine.encode(calculator.breakdown))
    }
    StandardStreams.readInput { chunk in
      var start = chunk.startIndex
      while let newline = chunk[start...].firstIndex(of: 0x0A) {
        line += chunk[start..<newline]
        emit()
        start = newline + 1
      }
      line += chunk[start...]
      return true
    }
    if !line.isEmpty { emit() }
  }

  /// Output lines, written in chunks rather than one `write` per line.
  private struct Output {
    private var bytes: [UInt8] = []

    mutating func append(_ line: String) {
      bytes += line.utf8
      bytes.append(0x0A)
      if bytes.count >= StandardStreams.chunkSize { flush() }
    }

    mutating func flush() {
      StandardStreams.writeOutput(bytes)
      bytes.removeAll(keepingCapacity: true)
    }
  }
}

/// The `--json` object of one line (DESIGN §7.1): keys exactly `sum`, `numbers`, `ignored`,
/// `fragments` (each `text` with `value` and `total`, or `ignored`).
enum JSONLine {
  static func encode(_ breakdown: Breakdown) -> String {
    let fragments = breakdown.fragments.map { fragment in
      switch fragment.outcome {
      case .number(let value):
        "{\"text\": \(quote(fragment.text)), \"value\": \(value), \"total\": \(fragment.total)}"
      case .ignored(let reason):
        "{\"text\": \(quote(fragment.text)), \"ignored\": \(quote(reason.rawValue))}"
      }
    }
    return "{\"sum\": \(breakdown.sum), \"numbers\": \(breakdown.numberCount), "
      + "\"ignored\": \(breakdown.ignoredCount), \"fragments\": ["
      + fragments.joined(separator: ", ") + "]}"
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
