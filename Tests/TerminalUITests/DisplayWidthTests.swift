import TerminalUI
import Testing

@Suite struct DisplayWidthTests {
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
    #expect(DisplayWidth.of("\u{301}" as Character) == 0)
    #expect(DisplayWidth.of("\u{20DD}" as Character) == 0)  // enclosing mark
    #expect(DisplayWidth.of("cafe\u{301}") == 4)
  }

  @Test func zeroWidthCharactersTakeNoColumns() {
    for character: Character in ["\u{200B}", "\u{200C}", "\u{200D}", "\u{2060}", "\u{FEFF}"] {
      #expect(DisplayWidth.of(character) == 0)
    }
    #expect(DisplayWidth.of("a\u{200B}b") == 2)
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
