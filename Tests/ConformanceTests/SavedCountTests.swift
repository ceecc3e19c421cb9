import CalculatorFormatting
import CalculatorHistory
import CalculatorModel
import Synchronization
import TerminalUI
import TestSupport
import Testing

/// The saved count on the Calculator's and History's title rows (SPEC: Saved count), on every
/// variant: what it shows after launch, a save and a delete, and how often the store is asked.
@MainActor
@Suite struct SavedCountTests {
  /// The in-memory store, counting the calls of `count()`.
  final class CountingStore: HistoryStore {
    let base: InMemoryHistoryStore
    private let calls = Mutex(0)

    init(_ base: InMemoryHistoryStore) { self.base = base }

    var countCalls: Int { calls.withLock { $0 } }

    nonisolated(nonsending) func save(_ calculator: Calculator) async throws -> HistoryEntry {
      try await base.save(calculator)
    }

    nonisolated(nonsending) func newest(limit: Int) async throws -> [HistoryEntry] {
      try await base.newest(limit: limit)
    }

    nonisolated(nonsending) func count() async throws -> Int {
      calls.withLock { $0 += 1 }
      return try await base.count()
    }

    nonisolated(nonsending) func search(_ text: String, limit: Int) async throws -> HistoryPage {
      try await base.search(text, limit: limit)
    }

    nonisolated(nonsending) func delete(id: HistoryEntry.ID) async throws {
      try await base.delete(id: id)
    }
  }

  static func firstLine(of session: Session) -> String {
    HistoryScreenTests.line(0, of: session)
  }

  static func title(_ title: String, saved: Int?) -> String {
    HistoryScreenTests.titleRow(title, saved: saved)
  }

  @Test(arguments: Variant.all)
  func bothTitleRowsShowTheCountReadAtLaunch(variant: Variant) async {
    let store = HistoryScreenTests.memoryStore((1...1_234).map { Calculator(numbers: "\($0)") })
    let session = Session(variant, history: store)
    await session.settle()
    #expect(Self.firstLine(of: session) == Self.title("Calculator", saved: 1_234))
    #expect(Self.firstLine(of: session).hasSuffix(" 1,234 saved"))
    await session.type(Keys.controlR)
    #expect(Self.firstLine(of: session) == Self.title("History", saved: 1_234))
  }

  @Test(arguments: Variant.all)
  func aSaveAddsOneAndARepeatOfTheNewestNone(variant: Variant) async {
    let session = Session(variant, numbers: "1,2", history: HistoryScreenTests.memoryStore())
    await session.settle()
    #expect(Self.firstLine(of: session) == Self.title("Calculator", saved: 0))
    await session.type(Keys.controlS)
    #expect(Self.firstLine(of: session) == Self.title("Calculator", saved: 1))
    await session.type(Keys.controlS)
    #expect(Self.firstLine(of: session) == Self.title("Calculator", saved: 1))
    await session.type("3", Keys.controlS)
    #expect(Self.firstLine(of: session) == Self.title("Calculator", saved: 2))
    await session.type(Keys.controlR)
    #expect(Self.firstLine(of: session) == Self.title("History", saved: 2))
  }

  @Test(arguments: Variant.all)
  func aDeleteOnHistoryLowersTheCountOnBothScreens(variant: Variant) async {
    let store = HistoryScreenTests.memoryStore([Calculator(numbers: "1"), Calculator(numbers: "2")])
    let session = Session(variant, history: store)
    await session.type(Keys.controlR)
    #expect(Self.firstLine(of: session) == Self.title("History", saved: 2))
    await session.type(Keys.delete)
    #expect(Self.firstLine(of: session) == Self.title("History", saved: 1))
    await session.type(Keys.escape)
    #expect(Self.firstLine(of: session) == Self.title("Calculator", saved: 1))
  }

  @Test(arguments: Variant.all)
  func anUnavailableStoreShowsNoCount(variant: Variant) async {
    let store = UnavailableHistoryStore(.io(path: "/x/history.sqlite", reason: "disk is full"))
    let session = Session(variant, numbers: "1", history: store)
    await session.type(Keys.controlS)
    #expect(Self.firstLine(of: session) == "Calculator")
    await session.type(Keys.controlR)
    #expect(Self.firstLine(of: session) == "History")
  }

  /// Read at launch and after each committed save or delete; never when a screen appears.
  @Test(arguments: Variant.all)
  func theCountIsReadAtLaunchAndAfterEachCommitOnly(variant: Variant) async {
    let store = CountingStore(HistoryScreenTests.memoryStore([Calculator(numbers: "1")]))
    let session = Session(variant, numbers: "5", history: store)
    await session.settle()
    #expect(store.countCalls == 1)
    await session.type(Keys.controlR, Keys.escape, Keys.enter, Keys.escape)
    await session.type(Keys.controlP, Keys.escape, Keys.controlR, Keys.escape)
    #expect(store.countCalls == 1)
    await session.type(Keys.controlS)
    #expect(store.countCalls == 2)
    await session.type(Keys.controlR, Keys.delete, Keys.escape)
    #expect(store.countCalls == 3)
    #expect(Self.firstLine(of: session) == Self.title("Calculator", saved: 1))
  }

  /// `Calculator 1,234 saved` takes 22 columns: in 21 the title stands alone.
  @Test(arguments: Variant.all)
  func theCountShowsOnlyWhereItFitsBesideTheTitle(variant: Variant) async {
    let saved = (1...1_234).map { Calculator(numbers: "\($0)") }
    let wide = Session(
      variant, size: Size(width: 22, height: 10), history: HistoryScreenTests.memoryStore(saved))
    await wide.settle()
    #expect(Self.firstLine(of: wide) == "Calculator 1,234 saved")
    let narrow = Session(
      variant, size: Size(width: 21, height: 10), history: HistoryScreenTests.memoryStore(saved))
    await narrow.settle()
    #expect(Self.firstLine(of: narrow) == "Calculator")
  }
}
