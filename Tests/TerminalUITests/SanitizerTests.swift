import TerminalUI
import Testing

@Suite struct SanitizerTests {
  @Test func escapeBecomesTheEscapeSymbol() {
    #expect(Sanitizer.displayable("\u{1B}" as Character) == "␛")
  }

  @Test func everyOtherC0ControlBecomesTheReplacementCharacter() {
    for value in UInt32(0)...0x1F where value != 0x1B {
      let character = Character(Unicode.Scalar(value)!)
      #expect(Sanitizer.displayable(character) == "\u{FFFD}", "U+\(value)")
    }
    #expect(Sanitizer.displayable("\r\n" as Character) == "\u{FFFD}")
  }

  @Test func deleteAndEveryC1ControlBecomeTheReplacementCharacter() {
    for value in UInt32(0x7F)...0x9F {
      let character = Character(Unicode.Scalar(value)!)
      #expect(Sanitizer.displayable(character) == "\u{FFFD}", "U+\(value)")
    }
  }

  @Test func printableCharactersAreUnchanged() {
    for value in UInt32(0x20)...0x7E {
      let character = Character(Unicode.Scalar(value)!)
      #expect(Sanitizer.displayable(character) == character)
    }
    for character: Character in ["\u{A0}", "é", "e\u{301}", "中", "😀", "🇯🇵", "␛", "\u{FFFD}"] {
      #expect(Sanitizer.displayable(character) == character)
    }
  }

  @Test func aGraphemeWithAControlInsideIsReplacedWhole() {
    // A combining mark after a control is its own grapheme; after ESC nothing else merges.
    #expect(Sanitizer.displayable("\u{1B}" as Character) == "␛")
    #expect(Sanitizer.displayable("\u{7}\u{301}") == "\u{FFFD}\u{301}")
  }

  @Test func hostileTextBecomesVisiblePlaceholders() {
    #expect(Sanitizer.displayable("\u{1B}]0;owned\u{7}") == "␛]0;owned\u{FFFD}")
    #expect(Sanitizer.displayable("\u{1B}[2J") == "␛[2J")
    #expect(Sanitizer.displayable("\u{9B}2J") == "\u{FFFD}2J")
    #expect(Sanitizer.displayable("plain text 中文") == "plain text 中文")
  }
}
