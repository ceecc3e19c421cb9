// The words the app uses for model values (DESIGN §4). They live beside the model so that the
// four front-ends, whose middle layers must not import the UI toolkit, cannot disagree.

extension Tally {
  /// `3 numbers, 1 ignored`; singular for one (`1 number`), as on the Calculator screen.
  public var summary: String {
    "\(numberCount) \(numberCount == 1 ? "number" : "numbers"), \(ignoredCount) ignored"
  }
}

extension Breakdown {
  /// `3 numbers, 1 ignored`, as on the Breakdown screen's footer.
  public var summary: String { tally.summary }
}

extension Outcome: CustomStringConvertible {
  /// The value column of the Breakdown screen: `42`, or `ignored: not a number`.
  public var description: String {
    switch self {
    case .number(let value): "\(value)"
    case .ignored(let reason): "ignored: \(reason.rawValue)"
    }
  }
}

extension Fragment {
  /// The total column of the Breakdown screen: the running total after a number, empty after
  /// an ignored fragment (the total did not change).
  public var totalText: String {
    switch outcome {
    case .number: "\(total)"
    case .ignored: ""
    }
  }
}
