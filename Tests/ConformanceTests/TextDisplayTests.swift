import CalculatorModel
import TerminalUI
import Testing

/// Text that cannot be shown as it is, on every screen of every variant: line breaks, invisible
/// characters and values cut by the width.
@MainActor
@Suite struct TextDisplayTests {
  @Test(arguments: Variant.all)
  func aPastedColumnOfNumbersSumsWithTheCommaOrNewLinePreset(variant: Variant) {
    let session = Session(variant)
    session.press(Keys.paste("1\n2\r\n3"))
    #expect(session.screen.contains("Numbers     ▸ 1⏎2⏎3\nSum           0\n"))
    session.press(Keys.controlP, Keys.end, Keys.enter)
    expectScreen(
      session,
      screen(
        "Calculator",
        "Separators    ,⏎",
        "Numbers     ▸ 1⏎2⏎3",
        "Sum           6",
        "              3 numbers, 0 ignored",
        "Tab next field · Enter breakdown · ^P presets, ^S save, ^R history · Esc quit"))
    #expect(session.sum == 6)
    session.press(Keys.controlP)
    #expect(session.screen.contains("\n  ▸ ,⏎    comma or new line\n"))
  }

  @Test(arguments: Variant.all)
  func aLoneCarriageReturnInAPasteIsALineBreakToo(variant: Variant) {
    let session = Session(variant, separators: ",\n")
    session.press(Keys.paste("10\r20\r\r30"))
    #expect(session.screen.contains("Numbers     ▸ 10⏎20⏎⏎30\nSum           60\n"))
    #expect(session.screen.contains("3 numbers, 1 ignored"))
  }

  @Test(arguments: Variant.all)
  func invisibleCharactersAndLoneMarksShowAsPlaceholders(variant: Variant) {
    let session = Session(variant)
    session.press(Keys.paste("\u{301}1\u{200B}2,\u{FEFF}3,\u{202E}4,👨‍👩‍👧"))
    #expect(session.screen.contains("Numbers     ▸ ◌\u{301}1�2,�3,�4,👨‍👩‍👧\n"))
    // The cursor is after the last glyph: the placeholders took a cell each.
    #expect(session.terminal.screen.cursor == Point(x: 14 + 13, y: 2))
    session.press(Keys.enter)
    expectScreen(
      session,
      screen(
        "Breakdown",
        "  #  fragment  value  total",
        "  1  ◌\u{301}1�2      ignored: not a number",
        "  2  �3        ignored: not a number",
        "  3  �4        ignored: not a number",
        "  4  👨‍👩‍👧        ignored: not a number",
        "Sum 0 · 0 numbers, 4 ignored",
        "Esc back · ↑↓ scroll"))
  }

  @Test(arguments: Variant.all)
  func aValueCutByTheWidthEndsInAnEllipsis(variant: Variant) {
    let session = Session(
      variant, numbers: "9223372036854775807,9223372036854775807",
      size: Size(width: 20, height: 6))
    expectScreen(
      session,
      screen(
        "Calculator",
        "Separators    ,",
        "Numbers     ▸ 75807",  // a field scrolls to its cursor instead
        "Sum           18446…",
        "              2 num…",
        "Tab next field · En…"))
  }

  private static let longValues =
    "9223372036854775807,x,9223372036854775807,-12345678901234,12345678901234567890123"

  @Test(arguments: Variant.all)
  func breakdownColumnsAreAsWideAsTheirContentWhenTheyFit(variant: Variant) {
    let session = Session(variant, numbers: Self.longValues)
    session.press(Keys.enter)
    expectScreen(
      session,
      screen(
        "Breakdown",
        "  #  fragment                 value                total",
        "  1  9223372036854775807      9223372036854775807  9223372036854775807",
        "  2  x                        ignored: not a number",
        "  3  9223372036854775807      9223372036854775807  18446744073709551614",
        "  4  -12345678901234          -12345678901234      18446731728030650380",
        "  5  12345678901234567890123  ignored: out of range",
        "Sum 18446731728030650380 · 3 numbers, 2 ignored",
        "Esc back · ↑↓ scroll"))
  }

  /// 20 columns: 9 go to the number column and the gaps, so fragment (23 wide), value (19) and
  /// total (20) share 11: the widest gives up a column at a time, to 4, 4 and 3. A reason
  /// runs on over value and total (9 columns).
  @Test(arguments: Variant.all)
  func narrowBreakdownColumnsShrinkTheWidestFirstAndEndInAnEllipsis(variant: Variant) {
    let session = Session(variant, numbers: Self.longValues, size: Size(width: 20, height: 10))
    session.press(Keys.enter)
    expectScreen(
      session,
      screen(
        "Breakdown",
        "  #  fra…  val…  to…",
        "  1  922…  922…  92…",
        "  2  x     ignored:…",
        "  3  922…  922…  18…",
        "  4  -12…  -12…  18…",
        "  5  123…  ignored:…",
        "Sum 184467317280306…",
        "Esc back · ↑↓ scroll"))
  }
}

extension TextDisplayTests {
  /// The columns follow the screen's width when it changes, both ways.
  @Test(arguments: Variant.all)
  func breakdownColumnsFollowAResize(variant: Variant) {
    let session = Session(variant, numbers: "123456789012,1", size: Size(width: 20, height: 8))
    session.press(Keys.enter)
    #expect(session.screen.contains("\n  1  123…  123…  12…\n"))
    session.terminal.resize(to: Size(width: 40, height: 8))
    #expect(session.screen.contains("\n  1  1234567890…  123456789…  123456789…\n"))
    session.terminal.resize(to: Size(width: 80, height: 8))
    #expect(session.screen.contains("\n  1  123456789012  123456789012  123456789012\n"))
    session.terminal.resize(to: Size(width: 20, height: 8))
    #expect(session.screen.contains("\n  1  123…  123…  12…\n"))
  }

  /// At every width from 20 to 80 columns, every number on the Calculator and Breakdown screens
  /// (outside the text fields) is either one the model computed, whole, or a prefix of one
  /// followed by `…`: a cut value never reads as a complete, different number.
  @Test(arguments: Variant.all)
  func noWidthShowsACutNumberAsAWholeOne(variant: Variant) {
    let numbers = "9223372036854775807,-9223372036854775808,x,9223372036854775807,12345678"
    let breakdown = Calculator(numbers: numbers).breakdown
    var whole: Set<String> = [
      "\(breakdown.sum)", "\(breakdown.numberCount)", "\(breakdown.ignoredCount)",
    ]
    for (index, fragment) in breakdown.fragments.enumerated() {
      whole.insert("\(index + 1)")
      whole.insert(fragment.text)
      whole.insert("\(fragment.total)")
      if case .number(let value) = fragment.outcome { whole.insert("\(value)") }
    }
    func isNumberLike(_ token: Substring) -> Bool {
      token.contains { $0.isASCII && $0.isNumber }
    }
    for width in 20...80 {
      let session = Session(variant, numbers: numbers, size: Size(width: width, height: 12))
      let calculator = session.screen
      session.press(Keys.enter)
      // The text fields scroll to their cursor instead; only what the app computed is checked.
      let lines = (calculator + session.screen).split(separator: "\n").filter {
        !$0.hasPrefix("Numbers") && !$0.hasPrefix("Separators")
      }
      for line in lines {
        for token in line.split(whereSeparator: { " ·,".contains($0) }) where isNumberLike(token) {
          let cut = token.last == "…" ? token.dropLast() : nil
          #expect(
            cut.map { prefix in whole.contains { $0.hasPrefix(prefix) } }
              ?? whole.contains(String(token)),
            "width \(width): \(token) in \(line)")
        }
      }
    }
  }
}
