/// The calculator's rules written the obvious way, as the oracle the fast path is tested against.
///
/// Clarity beats speed here: it allocates freely and leans on the standard library's own
/// `Int64(_: String)`, so that a disagreement with `Calculator` points at the fast path.
public enum ExecutableSpec {
  /// Splits, trims and parses `numbers` exactly as the rules say, returning every fragment.
  public static func breakdown(separators: String, numbers: String) -> Breakdown {
    // Rule: an empty Numbers text has no fragments at all (not one empty fragment).
    if numbers.unicodeScalars.isEmpty {
      return Breakdown(fragments: [], numberCount: 0, ignoredCount: 0, sum: 0)
    }
    let separatorScalars = Set(separators.unicodeScalars)
    let pieces = numbers.unicodeScalars.split(
      omittingEmptySubsequences: false,
      whereSeparator: { separatorScalars.contains($0) })

    var fragments: [Fragment] = []
    var numberCount = 0
    var ignoredCount = 0
    var total: Int128 = 0
    for piece in pieces {
      let text = String(String.UnicodeScalarView(piece))
      let outcome = self.outcome(of: text)
      switch outcome {
      case .number(let value):
        total += Int128(value)
        numberCount += 1
      case .ignored:
        ignoredCount += 1
      }
      fragments.append(Fragment(text: text, outcome: outcome, total: total))
    }
    return Breakdown(
      fragments: fragments, numberCount: numberCount, ignoredCount: ignoredCount, sum: total)
  }

  /// Trims Unicode White_Space from both ends of one fragment and classifies what is left.
  public static func outcome(of fragment: String) -> Outcome {
    let scalars = Array(fragment.unicodeScalars)
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else {
      return .ignored(.empty)
    }
    let trimmed = String(String.UnicodeScalarView(scalars[first...last]))
    if let value = Int64(trimmed) {
      return .number(value)
    }
    // Int64 rejected it; it is "out of range" only if it has the shape of an integer.
    var unsigned = Substring(trimmed)
    if unsigned.hasPrefix("+") || unsigned.hasPrefix("-") {
      unsigned = unsigned.dropFirst()
    }
    let asciiDigits = Set("0123456789".unicodeScalars)
    let isInteger =
      !unsigned.unicodeScalars.isEmpty && unsigned.unicodeScalars.allSatisfy(asciiDigits.contains)
    return .ignored(isInteger ? .outOfRange : .notANumber)
  }
}
