/// Terminal column width of text as the renderer will draw it (after sanitising).
///
/// The rules are deliberately small and table-free (no wcwidth database), applied to one
/// grapheme cluster at a time:
///
/// - A grapheme containing a control character is drawn as a placeholder (see `Sanitizer`)
///   and is 1 column wide.
/// - 0 columns when every scalar is a combining mark (general category Mn or Me) or a
///   zero-width character (U+200B–U+200F, U+2060, U+FEFF).
/// - 2 columns when the first scalar is East Asian Wide/Fullwidth (a fixed list of ranges, see
///   `isWide`) or has the Emoji_Presentation property; or the grapheme is an emoji made wide
///   by what follows it: U+FE0F (emoji presentation selector, e.g. keycaps and "☺️"), a skin
///   tone modifier, or a zero-width joiner (ZWJ sequences such as families); or it is a pair
///   of regional indicators (a flag).
/// - 1 column otherwise.
public enum DisplayWidth {
  /// The width of one grapheme: 0, 1 or 2.
  public static func of(_ character: Character) -> Int {
    // A lone ASCII scalar (or "\r\n"): printable characters are 1 wide and controls become
    // 1-wide placeholders.
    if character.isASCII { return 1 }
    let scalars = character.unicodeScalars
    let first = scalars.first!
    if scalars.contains(where: Sanitizer.isControl) { return 1 }
    if scalars.allSatisfy(isZeroWidth) { return 0 }
    if isWide(first.value) || first.properties.isEmojiPresentation { return 2 }
    if scalars.count > 1 && first.properties.isEmoji && isEmojiSequence(scalars) { return 2 }
    return 1
  }

  /// The sum of the widths of the graphemes of `text`.
  public static func of(_ text: some StringProtocol) -> Int {
    var total = 0
    for character in text {
      total += of(character)
    }
    return total
  }

  private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x200B...0x200F, 0x2060, 0xFEFF: return true
    default:
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .enclosingMark: return true
      default: return false
      }
    }
  }

  /// Whether an emoji-capable first scalar is followed by something that asks for (2-column)
  /// emoji presentation: U+FE0F, a skin tone modifier (U+1F3FB–U+1F3FF), a ZWJ that joins
  /// another emoji (only for non-ASCII bases, so "1\u{200D}" stays narrow), or a second
  /// regional indicator.
  private static func isEmojiSequence(_ scalars: Character.UnicodeScalarView) -> Bool {
    let first = scalars.first!
    var previousWasJoiner = false
    for scalar in scalars.dropFirst() {
      switch scalar.value {
      case 0xFE0F, 0x1F3FB...0x1F3FF: return true
      case 0x1F1E6...0x1F1FF where (0x1F1E6...0x1F1FF).contains(first.value): return true
      case 0x200D:
        previousWasJoiner = true
        continue
      default:
        if previousWasJoiner && first.value >= 0x80 && scalar.properties.isEmoji { return true }
      }
      previousWasJoiner = false
    }
    return false
  }

  /// East Asian Wide and Fullwidth blocks (a compact approximation of UAX #11): Hangul Jamo
  /// initials, CJK radicals … CJK symbols, kana … CJK compatibility, CJK ideographs and
  /// extensions, Yi, Hangul syllables, compatibility ideographs, vertical and small forms,
  /// fullwidth forms, and the pictograph blocks U+1F300–U+1F64F and U+1F900–U+1F9FF.
  private static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD,
      0x30000...0x3FFFD:
      return true
    default:
      return false
    }
  }
}
