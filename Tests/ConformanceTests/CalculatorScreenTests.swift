import TerminalUI
import Testing

/// SPEC: Calculator screen, every line, for every variant.
@MainActor
@Suite struct CalculatorScreenTests {
  @Test(arguments: Variant.all)
  func initialScreenShowsDefaultsWithFocusOnNumbers(variant: Variant) {
    let session = Session(variant)
    expectScreen(
      session,
      screen(
        "Calculator",
        "Separators    ,",
        "Numbers     ▸",
        "Sum           0",
        "              0 numbers, 0 ignored",
        "Tab next field · Enter breakdown · ^P presets, ^S save, ^R history · Esc quit"))
  }

  @Test(arguments: Variant.all)
  func typingNumbersUpdatesSumAndStatusOnEveryKey(variant: Variant) {
    let session = Session(variant)
    session.press("1", ",", "2", ",", "x")
    #expect(session.screen.contains("Sum           3\n              2 numbers, 1 ignored\n"))
    session.press(",3")
    expectScreen(
      session,
      screen(
        "Calculator",
        "Separators    ,",
        "Numbers     ▸ 1,2,x,3",
        "Sum           6",
        "              3 numbers, 1 ignored",
        "Tab next field · Enter breakdown · ^P presets, ^S save, ^R history · Esc quit"))
  }

  @Test(arguments: Variant.all)
  func statusSpellsOneNumberInTheSingular(variant: Variant) {
    let session = Session(variant)
    session.press("5")
    #expect(session.screen.contains("              1 number, 0 ignored\n"))
  }

  @Test(arguments: Variant.all)
  func editingSeparatorsUpdatesTheSum(variant: Variant) {
    let session = Session(variant, numbers: "1;2,3")
    #expect(session.screen.contains("Sum           3\n"))
    session.press(Keys.shiftTab, ";")
    #expect(session.screen.contains("Separators  ▸ ,;\n"))
    #expect(session.screen.contains("Sum           6\n"))
    session.press(Keys.backspace, Keys.backspace)
    #expect(session.screen.contains("Sum           0\n              0 numbers, 1 ignored\n"))
  }

  @Test(arguments: Variant.all, [Keys.tab, Keys.shiftTab, Keys.up, Keys.down])
  func tabShiftTabUpAndDownSwitchTheFocusedField(variant: Variant, key: String) {
    let session = Session(variant)
    session.press(key)
    #expect(session.screen.contains("Separators  ▸ ,\nNumbers\n"))
    session.press("|", key)
    #expect(session.screen.contains("Separators    ,|\nNumbers     ▸\n"))
  }

  @Test(arguments: Variant.all)
  func cursorKeysEditInTheMiddleOfTheText(variant: Variant) {
    let session = Session(variant, numbers: "24")
    session.press(Keys.left, "3", Keys.home, "1", Keys.end, "5")
    #expect(session.screen.contains("Numbers     ▸ 12345\n"))
    session.press(Keys.controlA, Keys.delete, Keys.controlE, Keys.backspace)
    #expect(session.screen.contains("Numbers     ▸ 234\n"))
    session.press(Keys.left, Keys.left, Keys.right, ",")
    #expect(session.screen.contains("Numbers     ▸ 23,4\nSum           27\n"))
  }

  @Test(arguments: Variant.all)
  func controlUClearsTheFocusedFieldOnly(variant: Variant) {
    let session = Session(variant, numbers: "1,2")
    session.press(Keys.controlU)
    #expect(session.screen.contains("Separators    ,\nNumbers     ▸\nSum           0\n"))
  }

  @Test(arguments: Variant.all)
  func commandLineValuesAreTheInitialFields(variant: Variant) {
    let session = Session(variant, separators: ";", numbers: "1;2")
    #expect(session.screen.contains("Separators    ;\nNumbers     ▸ 1;2\nSum           3\n"))
  }

  @Test(arguments: Variant.all)
  func aLongFieldScrollsToKeepTheCursorVisible(variant: Variant) {
    let session = Session(variant, size: Size(width: 30, height: 8))
    session.press(String(repeating: "1,", count: 20))
    #expect(session.screen.contains("Numbers     ▸ ,1,1,1,1,1,1,1,\n"))
    session.press(Keys.home)
    #expect(session.screen.contains("Numbers     ▸ 1,1,1,1,1,1,1,1,\n"))
    #expect(session.screen.contains("Sum           20\n"))
  }

  @Test(arguments: Variant.all)
  func modelRulesShowThroughTheScreen(variant: Variant) {
    let session = Session(variant)
    session.press(Keys.paste("1, 2, 3,+5,-0,007, x,99999999999999999999"))
    #expect(session.screen.contains("Sum           18\n              6 numbers, 2 ignored\n"))
    session.press(Keys.controlU, "9223372036854775807,1")
    #expect(session.screen.contains("Sum           9223372036854775808\n"))
  }
}
