import TerminalUI
import Testing

/// Every frame a variant writes, on every screen and after a resize, is one write bracketed by
/// synchronized-output mode, so a terminal that has the mode never shows one half drawn.
@MainActor
struct FrameTests {
  static let beginSynchronizedUpdate = Array("\u{1B}[?2026h".utf8)
  static let endSynchronizedUpdate = Array("\u{1B}[?2026l".utf8)

  @Test(arguments: Variant.all)
  func everyFrameIsBracketedBySynchronizedOutputMode(variant: Variant) {
    let session = Session(variant)
    session.press("1,2,x,3", Keys.enter, Keys.escape, Keys.controlP, Keys.down, Keys.enter)
    session.terminal.resize(to: Size(width: 30, height: 8))
    session.press(Keys.paste("4\n5"), Keys.escape)
    let frames = session.terminal.writes
    #expect(frames.count >= 8)
    for (index, frame) in frames.enumerated() {
      let text = String(decoding: frame, as: UTF8.self).debugDescription
      #expect(frame.starts(with: Self.beginSynchronizedUpdate), "frame \(index): \(text)")
      #expect(
        frame.reversed().starts(with: Self.endSynchronizedUpdate.reversed()),
        "frame \(index): \(text)")
      #expect(
        frame.count(of: Self.beginSynchronizedUpdate) == 1, "one bracket per frame \(index)")
    }
  }
}

extension Array where Element == UInt8 {
  /// How many times `pattern` occurs, not overlapping.
  fileprivate func count(of pattern: [UInt8]) -> Int {
    var found = 0
    var index = startIndex
    while index + pattern.count <= endIndex {
      if self[index..<(index + pattern.count)].elementsEqual(pattern) {
        found += 1
        index += pattern.count
      } else {
        index += 1
      }
    }
    return found
  }
}
