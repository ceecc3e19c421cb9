import TerminalUI
import Testing

@Suite struct SanitizerTests {
  @Test func escapeBecomesTheEscapeSymbol() {
    #expect(Sanitizer.displayable("\u{1B}" as Character) == "␛")
  }

  @Test func everyOtherC0ControlBecomesTheReplacementCharacter() {
    for value in UInt32(0)...0x1F where value != 0x1B && value != 0x0A {
      let character = Character(Unicode.Scalar(value)!)
      #expect(Sanitizer.displayable(character) == "\u{FFFD}", "U+\(value)")
    }
  }

  @Test func aLineBreakBecomesTheReturnSymbolAndALoneCarriageReturnDoesNot() {
    #expect(Sanitizer.displayable("\n" as Character) == "⏎")
    #expect(Sanitizer.displayable("\r\n" as Character) == "⏎")
    #expect(Sanitizer.displayable("\r" as Character) == "\u{FFFD}")
    #expect(Sanitizer.displayable("1\n2\r\n3\r4") == "1⏎2⏎3\u{FFFD}4")
  }

  /// Format characters (general category Cf) and line/paragraph separators show as nothing,
  /// or change how their neighbours look: alone, each becomes "�".
  @Test(
    arguments: [
      0x00AD, 0x061C, 0x180E, 0x200B, 0x200C, 0x200D, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A,
      0x202B, 0x202C, 0x202D, 0x202E, 0x2060, 0x2061, 0x2066, 0x2067, 0x2068, 0x2069, 0xFEFF,
      0xFFF9, 0x0600, 0xE0001, 0xE0041,
    ] as [UInt32])
  func anInvisibleCharacterOnItsOwnBecomesTheReplacementCharacter(value: UInt32) {
    let character = Character(Unicode.Scalar(value)!)
    #expect(Sanitizer.displayable(character) == "\u{FFFD}")
    #expect(Sanitizer.displayable("\n\(character)") == "⏎\u{FFFD}")
    // Joiners, tags (which extend the grapheme before them) and prepended marks (which join
    // the one after them) are part of a grapheme that renders when they have a neighbour.
    let joins = [0x200C, 0x200D, 0x0600, 0xE0041].contains(value)
    #expect(Sanitizer.displayable("1\(character)2") == (joins ? "1\(character)2" : "1\u{FFFD}2"))
  }

  @Test func aCombiningMarkWithNoBaseIsDrawnOnADottedCircle() {
    #expect(Sanitizer.displayable("\u{301}" as Character) == "\u{25CC}\u{301}")
    #expect(Sanitizer.displayable("\u{20DD}" as Character) == "\u{25CC}\u{20DD}")  // enclosing
    #expect(Sanitizer.displayable("\u{903}" as Character) == "\u{25CC}\u{903}")  // spacing
    #expect(Sanitizer.displayable("\u{301}\u{302}" as Character) == "\u{25CC}\u{301}\u{302}")
    #expect(Sanitizer.displayable("\u{301}x") == "\u{25CC}\u{301}x")
    #expect(Sanitizer.displayable("\n\u{301}") == "⏎\u{25CC}\u{301}")
    #expect(Sanitizer.displayable("\u{200B}\u{301}") == "\u{FFFD}\u{25CC}\u{301}")
  }

  @Test func joinersAndMarksInsideAGraphemeThatRendersAreKept() {
    for text in [
      "👨\u{200D}👩\u{200D}👧", "🧑\u{200D}💻", "e\u{301}", "क\u{94D}\u{200D}", "\u{600}1",
      "1\u{FE0F}\u{20E3}", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
    ] {
      #expect(text.count == 1)
      #expect(Sanitizer.displayable(text.first!) == text.first!)
      #expect(Sanitizer.displayable(text) == text)
    }
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
    // A combining mark after a control is its own grapheme, with no base: on a dotted circle.
    #expect(Sanitizer.displayable("\u{1B}" as Character) == "␛")
    #expect(Sanitizer.displayable("\u{7}\u{301}") == "\u{FFFD}\u{25CC}\u{301}")
  }

  @Test func hostileTextBecomesVisiblePlaceholders() {
    #expect(Sanitizer.displayable("\u{1B}]0;owned\u{7}") == "␛]0;owned\u{FFFD}")
    #expect(Sanitizer.displayable("\u{1B}[2J") == "␛[2J")
    #expect(Sanitizer.displayable("\u{9B}2J") == "\u{FFFD}2J")
    #expect(Sanitizer.displayable("plain text 中文") == "plain text 中文")
  }
}
