import CalculatorModel
import Foundation

/// One saved calculation: what the user typed and what it summed to, when (SPEC: History).
public struct HistoryEntry: Identifiable, Hashable, Sendable {
  /// The store's key: never reused, so a deleted entry's id names nothing.
  public var id: Int64
  public var separators: String
  public var numbers: String
  /// The exact sum of `numbers` split on `separators`, as the model computes it.
  public var sum: Int128
  public var numberCount: Int
  public var ignoredCount: Int
  /// When it was saved, or saved again (a save equal to the newest entry moves its time).
  public var savedAt: Date

  public init(
    id: Int64, separators: String, numbers: String, sum: Int128, numberCount: Int,
    ignoredCount: Int, savedAt: Date
  ) {
    self.id = id
    self.separators = separators
    self.numbers = numbers
    self.sum = sum
    self.numberCount = numberCount
    self.ignoredCount = ignoredCount
    self.savedAt = savedAt
  }

  /// The entry a save of `calculator` at `date` makes, before the store gives it an id.
  public init(id: Int64, saving calculator: Calculator, at date: Date) {
    let tally = calculator.tally
    self.init(
      id: id, separators: calculator.separators, numbers: calculator.numbers, sum: tally.sum,
      numberCount: tally.numberCount, ignoredCount: tally.ignoredCount, savedAt: date)
  }

  /// The calculation the entry restores: its separators and numbers.
  public var calculator: Calculator {
    Calculator(separators: separators, numbers: numbers)
  }

  /// Whether saving `calculator` repeats this entry (the same separators and numbers), in
  /// which case the save moves this entry's time instead of adding one, as a shell's
  /// `ignoredups` does.
  public func isRepeated(by calculator: Calculator) -> Bool {
    separators == calculator.separators && numbers == calculator.numbers
  }
}
