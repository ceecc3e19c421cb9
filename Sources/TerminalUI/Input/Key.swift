/// One key press (or one paste) decoded from the terminal's input bytes.
///
/// Names follow what the user pressed, not the bytes the terminal sent: `ESC [ A` and
/// `ESC O A` are both `.up`.
public enum Key: Equatable, Hashable, Sendable {
  /// Printable text typed at the keyboard: one or more grapheme clusters, no control
  /// characters. Consecutive printable bytes read together arrive as one `.text`.
  case text(String)
  /// A bracketed paste (`ESC[200~ … ESC[201~`), delivered whole however large it is.
  /// Its content is kept as the user pasted it, control characters included; views
  /// sanitise what they draw (SPEC: Safety).
  case paste(String)
  case enter
  case tab
  case backTab
  case backspace
  case delete
  case escape
  case up
  case down
  case left
  case right
  case home
  case end
  case pageUp
  case pageDown
  /// Control plus a letter, lowercase: `.control("p")` is Ctrl-P. Ctrl-H, Ctrl-I and
  /// Ctrl-M are `.backspace`, `.tab` and `.enter`, because terminals send the same bytes.
  case control(Character)
  /// A key pressed with Alt (Meta): the terminal sent ESC, then that key's bytes. `ESC x` is
  /// `.alt(.text("x"))` (one character), `ESC DEL` is `.alt(.backspace)`, `ESC ESC` on its own
  /// is `.alt(.escape)` and `ESC ESC [ A` is `.alt(.up)`. Never nested, never a paste. Screens
  /// ignore Alt keys: an Alt key never quits, goes back or inserts text.
  indirect case alt(Key)
}
