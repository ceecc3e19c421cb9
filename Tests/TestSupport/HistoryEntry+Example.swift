import CalculatorHistory
import CalculatorModel
import Foundation

extension HistoryEntry {
  /// An entry of the History scenarios, saved at 2026-11-25 14:03 local time: its row then
  /// starts `2026-11-25 14:03` whatever the time zone the tests run in.
  public static func example(id: Int64, separators: String = ",", numbers: String) -> HistoryEntry {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = .current
    let date = calendar.date(
      from: DateComponents(year: 2026, month: 11, day: 25, hour: 14, minute: 3))!
    return HistoryEntry(
      id: id, saving: Calculator(separators: separators, numbers: numbers), at: date)
  }
}
