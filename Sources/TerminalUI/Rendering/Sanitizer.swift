/// Replaces what must never reach the terminal raw (DESIGN §6.4).
///
/// Text drawn by views can come from anywhere (user input, pasted text, model values). A
/// control character written raw could move the cursor, clear the screen, change the window
/// title (OSC) or worse, so every grapheme that contains one is shown as a visible,
/// one-column placeholder instead.
public enum Sanitizer {
  /// What an escape character is shown as: U+241B SYMBOL FOR ESCAPE.
  static let escapePlaceholder: Character = "\u{241B}"
  /// What any other control character is shown as: U+FFFD REPLACEMENT CHARACTER.
  static let controlPlaceholder: Character = "\u{FFFD}"

  /// The character as it may be shown: a grapheme containing ESC (U+001B) → "␛"; one
  /// containing any other C0 (U+0000–U+001F), DEL (U+007F) or C1 (U+0080–U+009F) → "�";
  /// otherwise unchanged.
  public static func displayable(_ character: Character) -> Character {
    var hasControl = false
    for scalar in character.unicodeScalars where isControl(scalar) {
      if scalar.value == 0x1B { return escapePlaceholder }
      hasControl = true
    }
    return hasControl ? controlPlaceholder : character
  }

  /// `text` with every grapheme made displayable (see `displayable(_:)` for one character).
  public static func displayable(_ text: String) -> String {
    if !text.unicodeScalars.contains(where: isControl) { return text }
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      result.append(displayable(character))
    }
    return result
  }

  /// C0, DEL and C1: the scalars a terminal interprets instead of showing.
  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }
}
