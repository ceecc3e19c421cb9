/// The fragment-by-fragment account of how a Numbers text adds up.
public struct Breakdown: Equatable, Sendable {
  /// Every fragment of the Numbers text, in order, including ignored ones.
  public var fragments: [Fragment]
  /// How many fragments were valid numbers.
  public var numberCount: Int
  /// How many fragments were ignored, for any reason.
  public var ignoredCount: Int
  /// The exact sum: the last fragment's running total, or 0 when there are no fragments.
  public var sum: Int128

  /// Creates a breakdown from its parts, as given; nothing is recomputed.
  public init(fragments: [Fragment], numberCount: Int, ignoredCount: Int, sum: Int128) {
    self.fragments = fragments
    self.numberCount = numberCount
    self.ignoredCount = ignoredCount
    self.sum = sum
  }
}

/// One piece of the Numbers text between separators, with what it contributed.
public struct Fragment: Equatable, Sendable {
  /// The fragment exactly as split, before whitespace trimming.
  public var text: String
  /// Whether the fragment counted as a number, or why it was ignored.
  public var outcome: Outcome
  /// The running total after this fragment.
  public var total: Int128

  /// Creates a fragment from its parts.
  public init(text: String, outcome: Outcome, total: Int128) {
    self.text = text
    self.outcome = outcome
    self.total = total
  }
}

/// What a single fragment contributes to the sum.
public enum Outcome: Equatable, Sendable {
  /// The trimmed fragment is a valid `Int64` and is added to the sum.
  case number(Int64)
  /// The fragment adds nothing, for the given reason.
  case ignored(IgnoreReason)
}

/// Why a fragment was left out of the sum. A value, not wording: the screens' words for it are
/// CalculatorFormatting's, the `--json` output's are CalculatorCLI's.
public enum IgnoreReason: Hashable, Sendable, CaseIterable {
  /// Nothing but whitespace, or nothing at all.
  case empty
  /// Not an optional sign followed by ASCII digits.
  case notANumber
  /// An optional sign and ASCII digits, but the value does not fit in `Int64`.
  case outOfRange
}
