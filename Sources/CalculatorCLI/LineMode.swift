import CalculatorModel

/// Line mode: one output line per input line, streamed in constant memory (apart from the
/// longest line). Invalid UTF-8 is decoded with replacement characters.
struct LineMode {
  let separators: String
  let json: Bool

  func run() {
    var calculator = Calculator(separators: separators)
    var line: [UInt8] = []
    var output: [UInt8] = []
    func emit() {
      calculator.numbers = String(decoding: line, as: UTF8.self)
      line.removeAll(keepingCapacity: line.count <= StandardStreams.chunkSize)
      output += (json ? JSONLine.encode(calculator.breakdown) : "\(calculator.sum)").utf8
      output.append(0x0A)
      if output.count >= StandardStreams.chunkSize {
        StandardStreams.writeOutput(output)
        output.removeAll(keepingCapacity: true)
      }
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
    StandardStreams.writeOutput(output)
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
