import CalculatorFormatting
import CalculatorModel
import CalculatorUI
import TerminalUI
import TestRecording
import TestSupport
import Testing

/// After a navigation round trip, every object of the screen that was left is freed; after the
/// app is dropped, every object of the app is. A strong back reference (a presenter holding its
/// view, a view model its coordinator, a delegate held strongly) or a closure capturing its
/// owner forms a cycle that these tests catch: coordinator and closure retain cycles are the
/// most common real-world bug in these patterns.
///
/// The objects are found without naming a variant's types: everything reachable by `Mirror`
/// from the screen's view controller (`Reachable`), tracked under its type's name.
@MainActor
struct ReleaseTests {
  /// How the app ends before it is dropped.
  enum Ending: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case afterQuitting = "after quitting"
    case duringPresets = "during the Presets flow"
    var testDescription: String { rawValue }
  }

  /// Every object of the app: reachable from the app and from its window's root view
  /// controller. The window is one of them, but the search does not enter it (its screen
  /// buffers hold no object of a variant).
  static func objects(of app: any CalculatorApp) -> [AnyObject] {
    let roots: [Any] = [app, app.window.rootViewController as Any]
    return Reachable.objects(from: roots, stop: { $0 is Window })
  }

  /// Presses `keys`, which push a screen, and tracks every object of the pushed screen: those
  /// reachable from its view controller that were not part of the app before (the screens
  /// below, the window, the app, its coordinator). Returns their names.
  @discardableResult
  static func trackScreen(
    openedBy keys: String, in session: Session, with tracker: ReleaseTracker,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> [String] {
    let before = objects(of: session.app)
    let below = session.app.window.activeViewController
    session.press(keys)
    let top = try #require(session.app.window.activeViewController, sourceLocation: sourceLocation)
    #expect(top !== below, "no screen was pushed", sourceLocation: sourceLocation)
    let screen = Reachable.objects(from: top, boundary: before)
    let names = tracker.track(screen)
    // Not vacuous: the search reaches past the view controller and the toolkit's widgets, to
    // the screen's layout, presenter, view model or coordinator.
    let own = screen.dropFirst().filter {
      !String(reflecting: type(of: $0)).hasPrefix("TerminalUI.")
    }
    #expect(!own.isEmpty, "only \(names) found", sourceLocation: sourceLocation)
    return names
  }

  @Test(arguments: Variant.all)
  func theBreakdownScreenIsFreedAfterGoingBack(variant: Variant) throws {
    let session = Session(variant, numbers: "1,2")
    let tracker = ReleaseTracker()
    let root = session.app.window.activeViewController
    try Self.trackScreen(openedBy: Keys.enter, in: session, with: tracker)
    session.press(Keys.backspace)
    #expect(session.app.window.activeViewController === root)
    #expect(tracker.alive == [])
  }

  @Test(arguments: Variant.all, [Keys.enter, Keys.escape])
  func thePresetsScreenIsFreedAfterChoosingOrCancelling(variant: Variant, closingKey: String)
    throws
  {
    let session = Session(variant, numbers: "1;2")
    let tracker = ReleaseTracker()
    let root = session.app.window.activeViewController
    try Self.trackScreen(openedBy: Keys.controlP, in: session, with: tracker)
    session.press(Keys.down, closingKey)
    #expect(session.app.window.activeViewController === root)
    #expect(session.app.calculator.separators == (closingKey == Keys.enter ? ";" : ","))
    #expect(tracker.alive == [])
  }

  /// Tracks every object of the screen the app opened at: those reachable from its view
  /// controller that the rest of the app does not reach without going through the screen (the
  /// Calculator screen, the window, a coordinator). Returns how many were found and which
  /// controller it was, without keeping it alive.
  static func trackOpenedScreen(in session: Session, with tracker: ReleaseTracker) throws
    -> (count: Int, controller: ObjectIdentifier)
  {
    let top = try #require(session.app.window.activeViewController)
    let topView = top.view
    let rest = Reachable.objects(
      from: [session.app, session.app.window.rootViewController as Any],
      stop: { $0 === top || $0 === topView }
    ).filter { $0 !== top && $0 !== topView }
    let screen = Reachable.objects(from: top, boundary: rest)
    tracker.track(screen)
    return (screen.count, ObjectIdentifier(top))
  }

  /// A screen the app opened at (SPEC: Opening at a screen) is freed once the user goes back,
  /// as one the keys pushed is.
  @Test(arguments: Variant.all)
  func anOpenedScreenIsFreedAfterGoingBack(variant: Variant) async throws {
    for route in [Route.breakdown, .presets, .history(selecting: 2)] {
      let session = Session(
        variant, numbers: "1,2", history: OpenAtTests.threeEntries(), route: route)
      await session.settle()
      let tracker = ReleaseTracker()
      let opened = try Self.trackOpenedScreen(in: session, with: tracker)
      #expect(opened.count > 1, "\(route.argument): only the view controller was found")
      await session.type(Keys.escape)
      let active = session.app.window.activeViewController.map(ObjectIdentifier.init)
      #expect(active != opened.controller, "\(route.argument)")
      #expect(tracker.alive == [], "\(route.argument)")
    }
  }

  /// A load the store never answers keeps nothing of the screen alive once the user left it:
  /// leaving cancels it (the store sees the cancellation), and the task holds no strong
  /// reference to the screen.
  @Test(arguments: Variant.all)
  func theHistoryScreenIsFreedAfterLeavingWhileItsLoadNeverAnswers(variant: Variant) async throws {
    let store = ControllableHistoryStore()
    let session = Session(variant, numbers: "1,2", history: store)
    #expect(await store.nextRequest() == .count)
    await store.answer(.count(0))
    let tracker = ReleaseTracker()
    let root = session.app.window.activeViewController
    try Self.trackScreen(openedBy: Keys.controlR, in: session, with: tracker)
    for _ in 0..<1_000 where store.pendingRequests.isEmpty { await Task.yield() }
    try #require(store.pendingRequests == [.newest(limit: HistoryText.limit)])
    #expect(
      session.screen.hasPrefix(
        HistoryScreenTests.titleRow("History", saved: 0) + "\nSearch ▸\nLoading…\n"))
    session.press(Keys.escape)
    #expect(session.app.window.activeViewController === root)
    for _ in 0..<1_000 where store.cancelledRequests.isEmpty { await Task.yield() }
    #expect(store.cancelledRequests == [.newest(limit: HistoryText.limit)])
    #expect(tracker.alive == [])
    #expect(session.screen.hasPrefix(HistoryScreenTests.titleRow("Calculator", saved: 0) + "\n"))
  }

  @Test(arguments: Variant.all, Ending.allCases)
  func everythingIsFreedAfterTheAppIsDropped(variant: Variant, ending: Ending) async throws {
    let tracker = ReleaseTracker()
    do {
      let session = Session(variant, numbers: "1")
      // The count read at launch answered: a store call in flight holds the store.
      await session.settle()
      session.press(Keys.enter, Keys.backspace, Keys.controlP, Keys.down, Keys.enter)
      switch ending {
      case .afterQuitting:
        tracker.track(Self.objects(of: session.app))
        session.press(Keys.escape)
        session.endOfInput()
        #expect(session.app.window.isClosed)
      case .duringPresets:
        session.press(Keys.controlP)
        tracker.track(Self.objects(of: session.app))
      }
      #expect(session.app.calculator == Calculator(separators: ";", numbers: "1"))
    }
    #expect(tracker.alive == [])
  }
}
