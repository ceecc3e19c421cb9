/// The sum of a Numbers text with how many fragments counted and how many were ignored: the
/// breakdown without its fragments.
public struct Tally: Equatable, Sendable {
  public var sum: Int128 = 0
  public var numberCount = 0
  public var ignoredCount = 0

  public init(sum: Int128 = 0, numberCount: Int = 0, ignoredCount: Int = 0) {
    self.sum = sum
    self.numberCount = numberCount
    self.ignoredCount = ignoredCount
  }

  /// Counts one fragment: its value, or nil when it was ignored.
  @inline(__always)
  mutating func add(_ value: Int128?) {
    if let value {
      sum += value
      numberCount += 1
    } else {
      ignoredCount += 1
    }
  }

  /// Counts the fragments `other` counted too.
  mutating func add(_ other: Tally) {
    sum += other.sum
    numberCount += other.numberCount
    ignoredCount += other.ignoredCount
  }

  /// Takes away fragments counted before, which `other` counted.
  mutating func subtract(_ other: Tally) {
    sum -= other.sum
    numberCount -= other.numberCount
    ignoredCount -= other.ignoredCount
  }
}

extension Breakdown {
  /// The breakdown's totals without its fragments.
  public var tally: Tally {
    Tally(sum: sum, numberCount: numberCount, ignoredCount: ignoredCount)
  }
}
