import TerminalUI
import Testing

/// Pushed screens, data forward and back, cancel, quit (SPEC: Screens; Quitting and suspending).
@MainActor
@Suite struct NavigationTests {
  private let breakdownOfOneTwoXThree = screen(
    "Breakdown",
    "  #  fragment  value  total",
    "  1  1         1      1",
    "  2  2         2      3",
    "  3  x         ignored: not a number",
    "  4  3         3      6",
    "Sum 6 · 3 numbers, 1 ignored",
    "Esc back · ↑↓ scroll")

  @Test(arguments: Variant.all)
  func enterShowsTheBreakdownOfTheCurrentFields(variant: Variant) {
    let session = Session(variant)
    session.press("1,2,x,3", Keys.enter)
    expectScreen(session, breakdownOfOneTwoXThree)
  }

  @Test(arguments: Variant.all, [Keys.escape, Keys.backspace, Keys.left])
  func escBackspaceOrLeftGoBackWithFocusAndCursorAsTheyWere(variant: Variant, key: String) {
    let session = Session(variant, numbers: "1,2,x,3")
    session.press(Keys.left, Keys.left, Keys.enter)
    #expect(session.screen.hasPrefix("Breakdown\n"))
    session.press(key)
    #expect(session.screen.contains("Numbers     ▸ 1,2,x,3\nSum           6\n"))
    session.press("9")
    #expect(session.screen.contains("Numbers     ▸ 1,2,x9,3\n"))
  }

  @Test(arguments: Variant.all)
  func breakdownShowsEveryReasonAndSanitisedFragments(variant: Variant) {
    let session = Session(variant, numbers: ",99999999999999999999, 12345678901 ,\u{1B}[2J")
    session.press(Keys.enter)
    expectScreen(
      session,
      screen(
        "Breakdown",
        "  #  fragment              value        total",
        "  1                        ignored: empty",
        "  2  99999999999999999999  ignored: out of range",
        "  3   12345678901          12345678901  12345678901",
        "  4  ␛[2J                  ignored: not a number",
        "Sum 12345678901 · 1 number, 3 ignored",
        "Esc back · ↑↓ scroll"))
  }

  @Test(arguments: Variant.all)
  func breakdownScrollsWhenRowsDoNotFit(variant: Variant) {
    let numbers = (1...30).map(String.init).joined(separator: ",")
    let session = Session(variant, numbers: numbers, size: Size(width: 40, height: 8))
    session.press(Keys.enter)
    #expect(
      session.screen
        == screen(
          "Breakdown",
          "  #  fragment  value  total",
          "  1  1         1      1",
          "  2  2         2      3",
          "  3  3         3      6",
          "  4  4         4      10",
          "Sum 465 · 30 numbers, 0 ignored",
          "Esc back · ↑↓ scroll"))
    session.press(Keys.down)
    #expect(session.screen.contains("  #  fragment  value  total\n  2  2 "))
    session.press(Keys.pageDown)
    #expect(session.screen.contains("total\n  6  6 "))
    session.press(Keys.end)
    #expect(session.screen.contains(" 30  30        30     465\nSum 465"))
    session.press(Keys.pageUp)
    #expect(session.screen.contains("total\n 23  23 "))
    session.press(Keys.home, Keys.up)
    #expect(session.screen.contains("total\n  1  1 "))
  }

  private let presetsWithCommaSelected = screen(
    "Separators",
    "  ▸ ,     comma",
    "    ;     semicolon",
    "          space",
    "    |     pipe",
    "    ,;    comma or semicolon",
    "    ,⏎    comma or new line",
    "Enter choose · Esc cancel")

  @Test(arguments: Variant.all)
  func controlPShowsThePresetsWithTheCurrentOneSelected(variant: Variant) {
    let session = Session(variant)
    session.press(Keys.controlP)
    expectScreen(session, presetsWithCommaSelected)
  }

  @Test(arguments: Variant.all)
  func presetsSelectTheFirstWhenNoneMatches(variant: Variant) {
    let session = Session(variant, separators: "#")
    session.press(Keys.controlP)
    expectScreen(session, presetsWithCommaSelected)
    let piped = Session(variant, separators: "|")
    piped.press(Keys.controlP)
    #expect(piped.screen.contains("\n  ▸ |     pipe\n"))
  }

  @Test(arguments: Variant.all)
  func choosingAPresetSetsSeparatorsUpdatesTheSumAndFocusesNumbers(variant: Variant) {
    let session = Session(variant, numbers: "1;2,3")
    session.press(Keys.shiftTab, Keys.controlP, Keys.down, Keys.enter)
    expectScreen(
      session,
      screen(
        "Calculator",
        "Separators    ;",
        "Numbers     ▸ 1;2,3",
        "Sum           1",
        "              1 number, 1 ignored",
        "Tab next field · Enter breakdown · ^P presets, ^S save, ^R history · Esc quit"))
    #expect(session.sum == 1)
    session.press(Keys.controlP, Keys.end, Keys.up, Keys.enter)
    #expect(session.screen.contains("Separators    ,;\nNumbers     ▸ 1;2,3\nSum           6\n"))
  }

  @Test(arguments: Variant.all)
  func escOnPresetsCancelsAndChangesNothing(variant: Variant) {
    let session = Session(variant, numbers: "1,2")
    let before = session.screen
    session.press(Keys.controlP, Keys.down, Keys.down, Keys.escape)
    #expect(session.screen == before)
    #expect(session.sum == 3)
  }

  @Test(arguments: Variant.all)
  func roundTripsCanBeRepeated(variant: Variant) {
    let session = Session(variant, numbers: "1 2")
    for _ in 0..<3 {
      session.press(Keys.enter, Keys.escape, Keys.controlP, Keys.escape)
    }
    session.press(Keys.controlP, Keys.down, Keys.down, Keys.enter, Keys.enter)
    #expect(session.screen.contains("Sum 3 · 2 numbers, 0 ignored\n"))
  }

  @Test(arguments: Variant.all)
  func escOnTheCalculatorQuitsAndLaterKeysAreIgnored(variant: Variant) {
    let session = Session(variant, numbers: "4")
    session.press(Keys.escape)
    #expect(session.app.window.isClosed)
    let final = session.screen
    session.press("5", Keys.enter)
    #expect(session.screen == final)
    #expect(session.sum == 4)
  }

  @Test(arguments: Variant.all, ["", "\r", "\u{10}"])
  func controlCQuitsFromAnyScreen(variant: Variant, screenKey: String) {
    let session = Session(variant, numbers: "7")
    session.press(screenKey, Keys.controlC, "8")
    #expect(session.app.window.isClosed)
    #expect(session.sum == 7)
  }

  @Test(arguments: Variant.all)
  func endOfInputQuitsAndALoneEscAtTheEndIsEsc(variant: Variant) {
    let session = Session(variant)
    session.terminal.send("1,2\u{1B}")
    #expect(!session.app.window.isClosed)
    session.endOfInput()
    #expect(session.app.window.isClosed)
    #expect(session.sum == 3)
  }
}
