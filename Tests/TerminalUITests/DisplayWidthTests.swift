import Testing

@testable import TerminalUI

@Suite struct DisplayWidthTests {
  /// Drawing measures a sanitised glyph with `ofDisplayable`, skipping the checks `of` makes:
  /// both must agree on every kind of grapheme once it is sanitised.
  @Test func aSanitisedGlyphHasTheSameWidthEitherWay() {
    let graphemes: [Character] = [
      "a", "\u{1B}", "\n", "\r\n", "\u{7}", "\u{85}", "é", "e\u{301}", "\u{301}", "\u{200B}",
      "\u{200D}", "\u{FEFF}", "\u{202E}", "\u{2028}", "\u{AD}", "中", "😀", "👨‍👩‍👧", "🇺🇸", "1️⃣",
      "☺️", "👍🏽", "▸", "·", "…", "\u{20DD}", "\u{0903}",
    ]
    for grapheme in graphemes {
      let glyph = Sanitizer.displayable(grapheme)
      #expect(
        DisplayWidth.ofDisplayable(glyph) == DisplayWidth.of(glyph),
        "\(grapheme.unicodeScalars.map { String($0.value, radix: 16) })")
    }
  }

  @Test func asciiIsOneColumnPerCharacter() {
    #expect(DisplayWidth.of("a" as Character) == 1)
    #expect(DisplayWidth.of(" " as Character) == 1)
    #expect(DisplayWidth.of("hello, world") == 12)
    #expect(DisplayWidth.of("") == 0)
  }

  @Test func cjkAndFullwidthAreTwoColumns() {
    for character: Character in ["中", "文", "あ", "カ", "한", "Ａ", "。", "ᄀ", "𠀀"] {
      #expect(DisplayWidth.of(character) == 2, "\(character)")
    }
    #expect(DisplayWidth.of("日本語") == 6)
    #expect(DisplayWidth.of("ｱ" as Character) == 1)  // halfwidth katakana stays narrow
  }

  @Test func emojiArePresentedTwoColumnsWide() {
    for character: Character in ["😀", "🚀", "⌚", "🧪", "👍", "🍕"] {
      #expect(DisplayWidth.of(character) == 2, "\(character)")
    }
  }

  @Test func zwjSequencesAreOneTwoColumnGlyph() {
    let family = "👨\u{200D}👩\u{200D}👧\u{200D}👦"
    #expect(family.count == 1)
    #expect(DisplayWidth.of(family) == 2)
    #expect(DisplayWidth.of("🧑\u{200D}💻") == 2)
    #expect(DisplayWidth.of("❤\u{FE0F}\u{200D}🔥") == 2)
    #expect(DisplayWidth.of("1\u{200D}" as Character) == 1)  // a digit is not joined art
  }

  @Test func flagsAreTwoColumnsEach() {
    #expect(DisplayWidth.of("🇯🇵" as Character) == 2)
    #expect(DisplayWidth.of("🇺🇸🇫🇷") == 4)
  }

  @Test func keycapsAndEmojiPresentationSelectorMakeTwoColumns() {
    #expect(DisplayWidth.of("1\u{FE0F}\u{20E3}" as Character) == 2)
    #expect(DisplayWidth.of("#\u{FE0F}\u{20E3}" as Character) == 2)
    #expect(DisplayWidth.of("#\u{20E3}" as Character) == 1)
    #expect(DisplayWidth.of("☺\u{FE0F}" as Character) == 2)
    #expect(DisplayWidth.of("☺" as Character) == 1)
    #expect(DisplayWidth.of("©" as Character) == 1)
    #expect(DisplayWidth.of("☝🏽" as Character) == 2)
    #expect(DisplayWidth.of("👍🏽" as Character) == 2)
  }

  @Test func combiningMarksAddNoWidth() {
    #expect(DisplayWidth.of("e\u{301}" as Character) == 1)
    #expect(DisplayWidth.of("中\u{301}" as Character) == 2)
    #expect(DisplayWidth.of("cafe\u{301}") == 4)
  }

  /// A mark with no base is drawn on "◌", and an invisible character as "�": one column each,
  /// so no grapheme takes none.
  @Test func graphemesWithNothingVisibleCountAsTheirOneColumnPlaceholders() {
    for character: Character in [
      "\u{301}", "\u{20DD}", "\u{200B}", "\u{200C}", "\u{200D}", "\u{2060}", "\u{FEFF}",
      "\u{202E}", "\u{2066}", "\u{AD}",
    ] {
      #expect(DisplayWidth.of(character) == 1)
    }
    #expect(DisplayWidth.of("a\u{200B}b") == 3)
    #expect(DisplayWidth.of("\u{202E}abc\u{202C}") == 5)
  }

  @Test func aTerminalGivesRawZeroWidthCharactersNoColumn() {
    for character: Character in ["\u{301}", "\u{20DD}", "\u{200B}", "\u{200D}", "\u{FEFF}"] {
      #expect(DisplayWidth.terminalColumns(of: character) == 0)
    }
    #expect(DisplayWidth.terminalColumns(of: "e\u{301}") == 1)
    #expect(DisplayWidth.terminalColumns(of: "中") == 2)
  }

  @Test(arguments: [
    ("123456789012345678901234567890", 20, "1234567890123456789…"),
    ("12345", 5, "12345"), ("123456", 5, "1234…"), ("123456", 1, "…"), ("123", 0, ""),
    ("日本語", 4, "日…"), ("日本語", 5, "日本…"), ("日本語", 6, "日本語"), ("ab\u{200B}cd", 4, "ab�…"),
  ])
  func textCutByTheWidthEndsInAnEllipsis(text: String, width: Int, shown: String) {
    #expect(Sanitizer.displayable(DisplayWidth.truncatingTail(text, to: width)) == shown)
    #expect(DisplayWidth.of(DisplayWidth.truncatingTail(text, to: width)) <= width)
  }

  @Test func controlsCountAsTheirOneColumnPlaceholders() {
    for character: Character in ["\u{0}", "\u{7}", "\u{1B}", "\t", "\r\n", "\u{7F}", "\u{9B}"] {
      #expect(DisplayWidth.of(character) == 1)
    }
    #expect(DisplayWidth.of("\u{1B}[2J") == 4)
  }

  @Test func textWidthIsTheSumOfItsGraphemes() {
    #expect(DisplayWidth.of("a中😀e\u{301}🇯🇵") == 1 + 2 + 2 + 1 + 2)
    #expect(DisplayWidth.of("abc中".dropFirst()) == 4)
  }
}
