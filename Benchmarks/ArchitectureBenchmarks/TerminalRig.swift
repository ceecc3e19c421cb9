import Benchmark
import CalculatorModel
import CalculatorUI
import TerminalUI

/// One app on an 80×24 in-memory terminal, driven as the real terminal drives it: input bytes
/// → `KeyDecoder` → `Window` → the variant's path → model → labels → render and diff → one
/// write per frame. The write goes to memory and is not parsed back into a screen: that is the
/// terminal emulator's work, not the app's, and it would add the same cost to every column.
@MainActor
final class TerminalRig {
  static let size = Size(width: 80, height: 24)

  let app: any CalculatorApp
  let driver: WindowDriver

  /// Builds the app without drawing anything; `render()` draws the first frame.
  init(_ benchmarked: BenchmarkedApp, calculator: Calculator) {
    app = benchmarked.make(calculator)
    app.window.size = Self.size
    driver = WindowDriver(window: app.window) { bytes in blackHole(bytes) }
  }

  func render() {
    driver.render()
  }

  /// Feeds one read's worth of bytes: its keys are dispatched, then one frame is rendered.
  func send(_ bytes: [UInt8]) {
    driver.receive(bytes)
  }

  /// A lone Esc, as the terminal delivers it: the byte, then the escape timeout.
  func sendEscape() {
    driver.receive(KeyBytes.escape)
    driver.escapeTimeout()
  }

  /// The controller whose screen is showing, to check that navigation happened.
  var activeScreen: ObjectIdentifier? {
    app.window.activeViewController.map(ObjectIdentifier.init)
  }
}

/// Key bytes as a terminal sends them.
enum KeyBytes {
  static let digit = Array("7".utf8)
  static let backspace: [UInt8] = [0x7F]
  static let enter: [UInt8] = [0x0D]
  static let escape: [UInt8] = [0x1B]
  static let controlP: [UInt8] = [0x10]
  static let controlU: [UInt8] = [0x15]

  static func paste(_ text: String) -> [UInt8] {
    Array("\u{1B}[200~".utf8) + Array(text.utf8) + Array("\u{1B}[201~".utf8)
  }
}
