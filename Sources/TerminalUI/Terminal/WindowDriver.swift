/// Drives a window from input bytes to output bytes: decode keys, dispatch them, render the
/// frame, write it once. The same driver runs the real terminal and the headless one, so
/// headless mode is not a separate code path.
@MainActor
public final class WindowDriver {
  public let window: Window
  private var decoder = KeyDecoder()
  private var renderer = FrameRenderer()
  private let write: ([UInt8]) -> Void
  /// The cells of the off-screen render between two keys of one read, reused by the next.
  private var offScreenCells: CellBuffer?

  /// `write` receives each frame's bytes in one call.
  public init(window: Window, write: @escaping ([UInt8]) -> Void) {
    self.window = window
    self.write = write
  }

  /// Called for Ctrl-Z instead of handing it to the window, between the keys before it and the
  /// keys after it. The real terminal suspends; headless, Ctrl-Z is a key no screen uses.
  public var suspend: (() -> Void)?

  /// True while a lone ESC waits to see whether an escape sequence follows.
  public var isWaitingForEscapeSequence: Bool { decoder.isWaitingForEscapeSequence }

  /// Decodes a chunk of input, dispatches its keys, then renders once.
  public func receive(_ bytes: some Sequence<UInt8>) {
    dispatch(decoder.feed(bytes))
  }

  /// The escape timeout expired: a pending lone ESC is the Esc key.
  public func escapeTimeout() {
    dispatch(decoder.flushPendingEscape())
  }

  /// End of input: pending keys are resolved and dispatched, then the window closes.
  public func endOfInput() {
    dispatch(decoder.finish())
    window.close()
  }

  /// The terminal changed size: everything is drawn again.
  public func resize(to size: Size) {
    window.size = size
    renderer.invalidate()
    render()
  }

  /// Renders the window and writes what changed, if anything.
  public func render() {
    var spare = renderer.takeRetiredBuffer()
    let frame = window.render(reusing: &spare)
    let bytes = renderer.render(frame.cells, cursor: frame.cursor)
    if !bytes.isEmpty { write(bytes) }
  }

  private func dispatch(_ keys: [Key]) {
    for (index, key) in keys.enumerated() where !window.isClosed {
      if index > 0 { settleLayout() }
      if key == .control("z"), let suspend {
        suspend()
      } else {
        window.handle(key)
      }
    }
    render()
  }

  /// Several keys in one read: lays out and draws off-screen what the previous key changed, as
  /// its own frame would have, so that the next key meets the same layout (a list pushed by the
  /// previous key knows its page size, a field its scroll) however reads split the keys. Done
  /// here, where reads are known, so that `Window.handle` stays the pattern's dispatch alone.
  private func settleLayout() {
    var spare = offScreenCells
    offScreenCells = nil
    offScreenCells = window.render(reusing: &spare).cells
  }
}
