/// Replaces what must never reach the terminal raw (SPEC: Safety), and what would not show.
///
/// Text drawn by views can come from anywhere (user input, pasted text, model values). A
/// control character written raw could move the cursor, clear the screen, change the window
/// title (OSC) or worse, so every grapheme that contains one is shown as a visible,
/// one-column placeholder instead. A grapheme with nothing visible in it (a format character
/// such as U+200B or U+FEFF, a bidi control, a combining mark with no base) would show as
/// nothing, or change how its neighbours look; it gets a one-column placeholder too.
public enum Sanitizer {
  /// What an escape character is shown as: U+241B SYMBOL FOR ESCAPE.
  static let escapePlaceholder: Character = "\u{241B}"
  /// What any other control character, and any grapheme with nothing visible in it, is shown
  /// as: U+FFFD REPLACEMENT CHARACTER.
  static let controlPlaceholder: Character = "\u{FFFD}"
  /// What a line break (LF, or CR LF) is shown as: U+23CE RETURN SYMBOL.
  static let lineBreakPlaceholder: Character = "\u{23CE}"
  /// What a combining mark with no base is drawn on: U+25CC DOTTED CIRCLE, the base Unicode
  /// recommends for showing a mark on its own (§2.11 of the standard). The mark stays
  /// visible (a stray accent reads as an accent, not as an anonymous "�"), and the dotted
  /// circle cannot be mistaken for a letter of the text.
  static let markBase: Unicode.Scalar = "\u{25CC}"

  /// The character as it may be shown:
  /// - a grapheme containing ESC (U+001B) → "␛";
  /// - LF or CR LF → "⏎";
  /// - one containing any other C0 (U+0000–U+001F), DEL (U+007F) or C1 (U+0080–U+009F) → "�";
  /// - one that starts with a combining mark (general category Mn, Mc, Me) and has no base
  ///   → U+25CC "◌" followed by the grapheme, so the mark has something to sit on;
  /// - one made only of format characters (Cf: U+200B, U+200D alone, U+2060, U+FEFF, the
  ///   bidi controls U+202A–U+202E and U+2066–U+2069, …), line or paragraph separators
  ///   (U+2028, U+2029) and marks → "�";
  /// - otherwise unchanged (a grapheme that renders, such as an emoji ZWJ sequence, keeps
  ///   its joiners).
  public static func displayable(_ character: Character) -> Character {
    var hasControl = false
    for scalar in character.unicodeScalars where isControl(scalar) {
      if scalar.value == 0x1B { return escapePlaceholder }
      hasControl = true
    }
    if hasControl {
      return character == "\n" || character == "\r\n" ? lineBreakPlaceholder : controlPlaceholder
    }
    switch missingBase(character.unicodeScalars) {
    case nil: return character
    case .mark:
      var scalars = String.UnicodeScalarView()
      scalars.append(markBase)
      scalars.append(contentsOf: character.unicodeScalars)
      return Character(String(scalars))
    case .invisible: return controlPlaceholder
    }
  }

  /// `text` with every grapheme made displayable (see `displayable(_:)` for one character).
  public static func displayable(_ text: String) -> String {
    if !text.unicodeScalars.contains(where: { isControl($0) || mayLackBase($0) }) { return text }
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

  /// Why a grapheme without controls cannot be shown as it is.
  enum MissingBase {
    /// It starts with a combining mark and nothing in it is a base.
    case mark
    /// Nothing in it is visible (format characters, separators, marks after them).
    case invisible
  }

  /// nil when some scalar of the grapheme is a base that shows (the usual case, decided by
  /// the first scalar alone unless that is a format character or a mark).
  static func missingBase(_ scalars: Character.UnicodeScalarView) -> MissingBase? {
    let first = scalars.first!
    guard mayLackBase(first) else { return nil }
    for scalar in scalars.dropFirst() where !isInvisible(scalar) { return nil }
    switch first.properties.generalCategory {
    case .nonspacingMark, .spacingMark, .enclosingMark: return .mark
    default: return .invisible
    }
  }

  /// Whether the scalar is a format character, a combining mark or a line/paragraph
  /// separator; answered without a property lookup below U+0300 (only U+00AD, SOFT HYPHEN,
  /// is one there, controls aside).
  static func mayLackBase(_ scalar: Unicode.Scalar) -> Bool {
    if scalar.value < 0x300 { return scalar.value == 0xAD }
    return isInvisible(scalar)
  }

  private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .format, .nonspacingMark, .spacingMark, .enclosingMark, .lineSeparator,
      .paragraphSeparator:
      return true
    default:
      return false
    }
  }
}
