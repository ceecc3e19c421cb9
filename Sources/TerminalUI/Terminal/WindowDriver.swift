/// Drives a window from input bytes to output bytes: decode keys, dispatch them, render the
/// frame, write it once. The same driver runs the real terminal and the headless one, so
/// headless mode is not a separate code path.
///
/// A change made outside key dispatch (the end of a `Task`, say) calls `setNeedsDisplay()`;
/// the driver then renders once, on the main actor, after the changes made in the same turn:
/// several changes make one frame. During key dispatch nothing is scheduled, as the dispatch
/// renders anyway.
@MainActor
public final class WindowDriver {
  public let window: Window
  // What every key and frame reads skips the runtime's exclusivity check, as the views' hot
  // properties do: all belong to the main actor and none is passed `inout` across a call that
  // could reach it again.
  @exclusivity(unchecked) private var decoder = KeyDecoder()
  @exclusivity(unchecked) private var renderer = FrameRenderer()
  private let write: ([UInt8]) -> Void
  /// True while keys are dispatched or a frame is rendered: a frame follows anyway.
  @exclusivity(unchecked) private var isBusy = false
  /// True from scheduling a render for a display request until it runs.
  @exclusivity(unchecked) private(set) var isRenderScheduled = false

  /// `write` receives each frame's bytes in one call.
  public init(window: Window, write: @escaping ([UInt8]) -> Void) {
    self.window = window
    self.write = write
    window.driver = self
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

  /// `receive(_:)`, awaiting `settle` after each key: what the key started (a `Task`, the
  /// history store's work) is done before the next key, whatever the reads' split.
  public func receive(
    _ bytes: some Sequence<UInt8>, settlingEachKeyWith settle: () async -> Void
  ) async {
    await dispatch(decoder.feed(bytes), settle: settle)
  }

  /// The escape timeout expired: a pending lone ESC is the Esc key.
  public func escapeTimeout() {
    dispatch(decoder.flushPendingEscape())
  }

  /// `escapeTimeout()`, awaiting `settle` after the key.
  public func escapeTimeout(settlingEachKeyWith settle: () async -> Void) async {
    await dispatch(decoder.flushPendingEscape(), settle: settle)
  }

  /// End of input: pending keys are resolved and dispatched, then the window closes.
  public func endOfInput() {
    dispatch(decoder.finish())
    window.close()
  }

  /// `endOfInput()`, awaiting `settle` after each key, and once more before the window
  /// closes, so that the last frame has whatever the last work changed.
  public func endOfInput(settlingEachKeyWith settle: () async -> Void) async {
    await dispatch(decoder.finish(), settle: settle)
    await settle()
    renderIfNeeded()
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
    let wasBusy = isBusy
    let wasPending = View.framePending
    isBusy = true
    View.framePending = true
    defer {
      isBusy = wasBusy
      View.framePending = wasPending
    }
    let frame = window.render()
    let bytes = renderer.render(frame.cells, cursor: frame.cursor, rows: frame.drawnRows)
    if !bytes.isEmpty { write(bytes) }
  }

  /// Renders if something asked for display since the last frame.
  public func renderIfNeeded() {
    isRenderScheduled = false
    guard window.needsDisplay, !window.isClosed else { return }
    render()
  }

  /// The window started needing display: outside dispatch, one render is scheduled on the
  /// main actor, after whatever else runs in this turn.
  func displayRequested() {
    guard !isBusy, !isRenderScheduled else { return }
    isRenderScheduled = true
    Task { [weak self] in self?.renderIfNeeded() }
  }

  private func dispatch(_ keys: [Key]) {
    isBusy = true
    let wasPending = View.framePending
    View.framePending = true
    for (index, key) in keys.enumerated() where !window.isClosed {
      if index > 0 { settleLayout() }
      handle(key)
    }
    View.framePending = wasPending
    isBusy = false
    render()
  }

  private func dispatch(_ keys: [Key], settle: () async -> Void) async {
    isBusy = true
    for (index, key) in keys.enumerated() where !window.isClosed {
      // `View.framePending` only while nothing else can run: not across `settle`.
      let wasPending = View.framePending
      View.framePending = true
      if index > 0 { settleLayout() }
      handle(key)
      View.framePending = wasPending
      await settle()
    }
    isBusy = false
    render()
  }

  private func handle(_ key: Key) {
    if key == .control("z"), let suspend {
      suspend()
    } else {
      window.handle(key)
    }
  }

  /// Several keys in one read: lays out and draws off-screen what the previous key changed, as
  /// its own frame would have, so that the next key meets the same layout (a list pushed by the
  /// previous key knows its page size, a field its scroll) however reads split the keys. Done
  /// here, where reads are known, so that `Window.handle` stays the pattern's dispatch alone.
  private func settleLayout() {
    window.draw()
  }
}
