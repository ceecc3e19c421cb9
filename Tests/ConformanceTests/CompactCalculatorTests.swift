import CalculatorHistory
import CalculatorModel
import TerminalUI
import TestRecording
import TestSupport
import Testing

/// The Calculator's compact view (SPEC: Compact Calculator), on every variant: a window 3 to 5
/// rows high shows it, the full view's keys work on it, and a resize across 6 rows swaps the
/// views keeping the texts, cursors, focus, save note and saved count.
@MainActor
@Suite struct CompactCalculatorTests {
  /// A store holding twelve calculations.
  static func twelveSaved() -> InMemoryHistoryStore {
    HistoryScreenTests.memoryStore((1...12).map { Calculator(numbers: "\($0)") })
  }

  /// The compact view at 60 columns with `1,2,x,3` typed and twelve saved (SPEC's example).
  static let example = screen(
    "Sep   ,                       Num ▸ 1,2,x,3",
    "Sum 6 · 3 numbers, 1 ignored",
    "Tab · Enter breakdown · ^P ^S ^R · Esc              12 saved")

  /// Where the terminal's cursor is drawn.
  static func cursor(of session: Session) -> Point? {
    session.app.window.render().cursor
  }

  @Test(arguments: Variant.all, [3, 4, 5])
  func aWindowThreeToFiveRowsHighShowsTheCompactView(variant: Variant, height: Int) async {
    let session = Session(
      variant, size: Size(width: 60, height: height), history: Self.twelveSaved())
    await session.type("1,2,x,3")
    expectScreen(session, Self.example)
    #expect(Self.cursor(of: session) == Point(x: 43, y: 0))
  }

  /// From 6 rows up the full view, as before; below 3 rows or 20 columns, nothing but
  /// `terminal too small`.
  @Test(arguments: Variant.all)
  func sixRowsShowTheFullViewAndSmallerWindowsTooSmall(variant: Variant) async {
    let full = Session(variant, size: Size(width: 60, height: 24), history: Self.twelveSaved())
    await full.type("1,2,x,3")
    let six = Session(variant, size: Size(width: 60, height: 6), history: Self.twelveSaved())
    await six.type("1,2,x,3")
    expectScreen(six, full.screen)
    for (width, height) in [(60, 2), (19, 5), (19, 24), (20, 1)] {
      let small = Session(variant, size: Size(width: width, height: height))
      await small.type("1,2")
      #expect(small.screen == "terminal too small\n", "\(width)×\(height)")
    }
  }

  /// Twenty columns, the narrowest: each field keeps the cursor in its own three columns.
  @Test(arguments: Variant.all)
  func atTwentyColumnsEachFieldScrollsInItsOwnSpace(variant: Variant) async {
    let session = Session(variant, size: Size(width: 20, height: 3))
    await session.type("10,20,30")
    expectScreen(
      session,
      screen(
        "Sep   ,   Num ▸ ,30",
        "Sum 60 · 3 numbers,…",
        "Tab · Enter breakdo…"))
    await session.type(Keys.tab, ";")
    expectScreen(
      session,
      screen(
        "Sep ▸ ,;  Num   ,30",
        "Sum 60 · 3 numbers,…",
        "Tab · Enter breakdo…"))
  }

  /// The screens the Calculator opens keep `terminal too small` below 6 rows, and their keys:
  /// Esc brings the compact view back as it was.
  @Test(arguments: Variant.all)
  func otherScreensKeepTerminalTooSmallBelowSixRows(variant: Variant) async {
    let session = Session(variant, size: Size(width: 60, height: 5), history: Self.twelveSaved())
    await session.type("1,2,x,3")
    for key in [Keys.enter, Keys.controlP, Keys.controlR] {
      await session.type(key)
      #expect(session.screen == "terminal too small\n", "after \(key.debugDescription)")
      await session.type(Keys.escape)
      expectScreen(session, Self.example)
    }
  }

  /// The full view's keys on the compact view: the fields, the model and, once the window is
  /// full size again, the screen are what the same keys give on the full view.
  @Test(arguments: Variant.all)
  func theFullViewsKeysEditTheSameFields(variant: Variant) async {
    let script = [
      "1,2", Keys.tab, ";", Keys.controlU, ";", Keys.tab, "x;4", Keys.left, Keys.left, "9",
      Keys.controlS, Keys.controlP, Keys.down, Keys.enter, "5", Keys.home, "8",
      Keys.controlS, Keys.controlR, Keys.down, Keys.enter, Keys.end, Keys.backspace, Keys.tab,
    ]
    let compact = Session(variant, size: Size(width: 60, height: 4), history: Self.twelveSaved())
    let full = Session(variant, size: Size(width: 60, height: 24), history: Self.twelveSaved())
    for keys in script {
      await compact.type(keys)
      await full.type(keys)
      #expect(compact.app.calculator == full.app.calculator, "after \(keys.debugDescription)")
    }
    compact.resize(60, 24)
    await compact.settle()
    expectScreen(compact, full.screen)
    #expect(Self.cursor(of: compact) == Self.cursor(of: full))
  }

  /// Across 6 rows and back: both texts and cursors, the focus, the note and the count are
  /// kept, and typing goes on where it was, in either view.
  @Test(arguments: Variant.all)
  func aResizeSwapsTheViewsKeepingWhatTheUserMade(variant: Variant) async {
    let keys = ["1,2,3", Keys.controlS, Keys.left, Keys.left, Keys.tab, Keys.left]
    let resized = Session(variant, size: Size(width: 80, height: 24), history: Self.twelveSaved())
    let kept = Session(variant, size: Size(width: 80, height: 24), history: Self.twelveSaved())
    for key in keys {
      await resized.type(key)
      await kept.type(key)
    }
    resized.resize(80, 5)
    await resized.settle()
    expectScreen(
      resized,
      screen(
        "Sep ▸ ,                                 Num   1,2,3",
        "Sum 6 · 3 numbers, 0 ignored · saved",
        "Tab · Enter breakdown · ^P ^S ^R · Esc                                  13 saved"))
    #expect(Self.cursor(of: resized) == Point(x: 6, y: 0))
    await resized.type("7", Keys.tab)
    #expect(Self.cursor(of: resized) == Point(x: 49, y: 0))
    await kept.type("7", Keys.tab)
    resized.resize(80, 24)
    await resized.settle()
    expectScreen(resized, kept.screen)
    #expect(Self.cursor(of: resized) == Self.cursor(of: kept))
    for session in [resized, kept] { await session.type("8") }
    expectScreen(resized, kept.screen)
    #expect(resized.app.calculator == Calculator(separators: "7,", numbers: "1,28,3"))
  }

  /// A preset or a restored entry written into the fields puts their cursors at the end, on the
  /// compact view and after a swap, whatever the cursor was before.
  @Test(arguments: Variant.all)
  func aProgramWritePutsTheCursorsAtTheEndOnEitherView(variant: Variant) async {
    let session = Session(variant, size: Size(width: 60, height: 4), history: Self.twelveSaved())
    await session.type("1,2", Keys.tab, Keys.home)
    await session.type(Keys.controlP, Keys.down, Keys.enter)
    let preset = session.app.calculator.separators
    #expect(preset != ",")
    await session.type("9", Keys.tab, "8")
    #expect(session.app.calculator == Calculator(separators: preset + "8", numbers: "1,29"))
    await session.type(Keys.home, Keys.tab, Keys.home)
    await session.type(Keys.controlR, Keys.enter)
    session.resize(60, 24)
    await session.settle()
    await session.type("7", Keys.tab, "6")
    #expect(session.app.calculator == Calculator(separators: ",6", numbers: "127"))
  }

  /// Keys typed while the window is too small to draw anything (1×1, the compact size class)
  /// edit the field as usual, and the cursor is where they left it once the window grows again
  /// (found by the app fuzzer: a declarative view built its compact field from the cursor as it
  /// was before the key, since the edit's handler ran before the cursor was reported).
  @Test(arguments: Variant.all)
  func keysTypedWhileTooSmallKeepTheCursorAcrossTheSwap(variant: Variant) async {
    let session = Session(variant, size: Size(width: 64, height: 8))
    await session.type("\u{FFFD}\u{FFFD}\u{FFFD}")
    session.resize(1, 1)
    await session.type("\u{FFFD}4")
    session.resize(64, 8)
    await session.settle()
    #expect(
      HistoryScreenTests.line(2, of: session) == "Numbers     ▸ \u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}4")
    #expect(Self.cursor(of: session) == Point(x: 19, y: 2))
    await session.type(Keys.backspace, "5")
    #expect(session.app.calculator == Calculator(numbers: "\u{FFFD}\u{FFFD}\u{FFFD}\u{FFFD}5"))
  }

  /// A save in flight and a count being read answer on the view showing when they arrive.
  @Test(arguments: Variant.all)
  func answersLandOnTheViewShowingWhenTheyArrive(variant: Variant) async {
    let store = ControllableHistoryStore()
    let session = Session(variant, size: Size(width: 60, height: 24), history: store)
    #expect(await store.nextRequest() == .count)
    session.resize(60, 4)
    await store.answer(.count(12))
    await session.type("1,2,x,3")
    expectScreen(session, Self.example)
    session.press(Keys.controlS)
    #expect(await store.nextRequest() == .save(Calculator(numbers: "1,2,x,3")))
    session.resize(60, 24)
    await store.answer(.entry(.example(id: 13, numbers: "1,2,x,3")))
    #expect(await store.nextRequest() == .count)
    session.resize(60, 3)
    await store.answer(.count(13))
    await session.settle()
    expectScreen(
      session,
      screen(
        "Sep   ,                       Num ▸ 1,2,x,3",
        "Sum 6 · 3 numbers, 1 ignored · saved",
        "Tab · Enter breakdown · ^P ^S ^R · Esc              13 saved"))
    session.resize(60, 24)
    await session.settle()
    #expect(HistoryScreenTests.line(0, of: session).hasPrefix("Calculator "))
    #expect(HistoryScreenTests.line(0, of: session).hasSuffix(" 13 saved"))
    #expect(HistoryScreenTests.line(4, of: session).hasSuffix("3 numbers, 1 ignored · saved"))
  }
}
