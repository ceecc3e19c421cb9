extension FrameRenderer {
  /// Whether `bytes` hold nothing but what `render` writes: its own sequences (begin and end
  /// synchronized output, hide and show the cursor, clear the screen, erase to the end of the line, move the cursor) and valid
  /// UTF-8 text free of C0, DEL and C1 characters.
  ///
  /// Tests and the fuzzer hold every frame to it: whatever the user typed or pasted, no other
  /// byte may reach the terminal (SPEC: Safety), e.g. `ESC ] 0 ; owned BEL` or `ESC [ 6 n`.
  public static func writesOnlyItsOwnSequences(_ bytes: [UInt8]) -> Bool {
    var text: [UInt8] = []
    var index = 0
    while index < bytes.count {
      guard bytes[index] == 0x1B else {
        text.append(bytes[index])
        index += 1
        continue
      }
      if let own = [
        beginSynchronizedUpdate, endSynchronizedUpdate, hideCursor, showCursor, clearScreen,
        eraseLine,
      ].first(where: {
        bytes[index...].starts(with: $0)
      }) {
        index += own.count
      } else if let end = cursorMoveEnd(in: bytes, at: index) {
        index = end
      } else {
        return false
      }
    }
    guard let decoded = String(validating: text, as: UTF8.self) else { return false }
    return !decoded.unicodeScalars.contains(where: Sanitizer.isControl)
  }

  /// The end of `ESC [ row ; column H` starting at `start`, if that is what is there.
  private static func cursorMoveEnd(in bytes: [UInt8], at start: Int) -> Int? {
    var index = start + 1
    guard index < bytes.count, bytes[index] == UInt8(ascii: "[") else { return nil }
    index += 1
    for terminator in [UInt8(ascii: ";"), UInt8(ascii: "H")] {
      let digits = index
      while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) {
        index += 1
      }
      guard index > digits, index < bytes.count, bytes[index] == terminator else { return nil }
      index += 1
    }
    return index
  }
}
