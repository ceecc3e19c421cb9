/// Terminal column width of text as the renderer will draw it (after sanitising).
///
/// The rules are deliberately small and table-free (no wcwidth database), applied to one
/// grapheme cluster at a time:
///
/// - A grapheme containing a control character, or with nothing visible in it (format
///   characters, a combining mark with no base), is drawn as a placeholder (see `Sanitizer`)
///   and is 1 column wide. So no grapheme is 0 columns wide: nothing drawn can hide, and the
///   cursor and cell accounting count every grapheme.
/// - 2 columns when the first scalar is East Asian Wide/Fullwidth (a fixed list of ranges, see
///   `isWide`) or has the Emoji_Presentation property; or the grapheme is an emoji made wide
///   by what follows it: U+FE0F (emoji presentation selector, e.g. keycaps and "☺️"), a skin
///   tone modifier, or a zero-width joiner (ZWJ sequences such as families); or it is a pair
///   of regional indicators (a flag).
/// - 1 column otherwise (combining marks after a base add nothing).
public enum DisplayWidth {
  /// The width of one grapheme as drawn: 1 or 2.
  public static func of(_ character: Character) -> Int {
    // A lone ASCII scalar (or "\r\n"): printable characters are 1 wide and controls become
    // 1-wide placeholders.
    if character.isASCII { return 1 }
    let scalars = character.unicodeScalars
    if scalars.contains(where: Sanitizer.isControl) { return 1 }
    if Sanitizer.missingBase(scalars) != nil { return 1 }
    return visibleWidth(scalars)
  }

  /// `of(_:)` for a grapheme that `Sanitizer.displayable(_:)` returned: it has no control and
  /// a visible base, so only the wide rules apply (drawing does not check those twice).
  static func ofDisplayable(_ glyph: Character) -> Int {
    glyph.isASCII ? 1 : visibleWidth(glyph.unicodeScalars)
  }

  /// The sum of the widths of the graphemes of `text`.
  public static func of(_ text: some StringProtocol) -> Int {
    var total = 0
    for character in text {
      total += of(character)
    }
    return total
  }

  /// What ends text cut by the width: U+2026 HORIZONTAL ELLIPSIS, one column.
  public static let ellipsis = "\u{2026}"

  /// Where to cut `text` so that it fits in `width` columns with an ellipsis after it: nil
  /// when the whole text fits in `width` columns (nothing to cut); otherwise the end of the
  /// longest prefix of whole graphemes that fits in `width - 1` columns, and its width (which
  /// is `width - 2` when a wide grapheme did not fit in the last column left). Looks at no
  /// more of the text than `width` columns and one grapheme.
  public static func prefix(of text: Substring, truncatedTo width: Int) -> (
    end: Substring.Index, columns: Int
  )? {
    var used = 0
    var kept: (end: Substring.Index, columns: Int) = (text.startIndex, 0)
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(after: index)
      used += of(text[index])
      if used > width { return kept }
      if used <= width - 1 { kept = (next, used) }
      index = next
    }
    return nil
  }

  /// `text` as it fits in `width` columns: unchanged when it fits, otherwise cut with
  /// `prefix(of:truncatedTo:)` and ended with "…" (empty for a width below 1).
  public static func truncatingTail(_ text: String, to width: Int) -> String {
    guard width > 0 else { return "" }
    if text.utf8.count <= width { return text }
    guard let kept = prefix(of: text[...], truncatedTo: width) else { return text }
    return String(text[..<kept.end]) + ellipsis
  }

  /// The width a terminal gives a grapheme written to it raw: as `of(_:)`, except that a
  /// grapheme made only of combining marks and zero-width characters (U+200B–U+200F, U+2060,
  /// U+FEFF) takes no column (the terminal joins it to the cell before). For `VirtualScreen`,
  /// which plays the terminal; the renderer never writes such a grapheme.
  static func terminalColumns(of character: Character) -> Int {
    if character.isASCII { return 1 }
    let scalars = character.unicodeScalars
    if scalars.contains(where: Sanitizer.isControl) { return 1 }
    if scalars.allSatisfy(isZeroWidth) { return 0 }
    return visibleWidth(scalars)
  }

  /// The width of a grapheme with a visible base and no control.
  private static func visibleWidth(_ scalars: Character.UnicodeScalarView) -> Int {
    let first = scalars.first!
    if isWide(first.value) || first.properties.isEmojiPresentation { return 2 }
    if scalars.count > 1 && first.properties.isEmoji && isEmojiSequence(scalars) { return 2 }
    return 1
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
