import CalculatorModel

/// The store of a history file that could not be opened: every call fails with the reason, so
/// the screens say `History unavailable: …` or `not saved: …` instead of the app refusing to
/// start (a calculator that cannot save still calculates).
public struct UnavailableHistoryStore: HistoryStore {
  public let error: HistoryError

  public init(_ error: HistoryError) {
    self.error = error
  }

  public nonisolated(nonsending) func save(_ calculator: Calculator) async throws -> HistoryEntry {
    throw error
  }

  public nonisolated(nonsending) func newest(limit: Int) async throws -> [HistoryEntry] {
    throw error
  }

  public nonisolated(nonsending) func count() async throws -> Int {
    throw error
  }

  public nonisolated(nonsending) func search(_ text: String, limit: Int) async throws
    -> HistoryPage
  {
    throw error
  }

  public nonisolated(nonsending) func delete(id: HistoryEntry.ID) async throws {
    throw error
  }
}
