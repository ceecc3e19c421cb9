import TerminalUI

/// The `--size COLSxROWS` argument.
struct ScreenSize: Equatable {
  static let maximum = Size(width: 1000, height: 1000)
  /// The headless screen's size without `--size`.
  static let standard = ScreenSize(width: 80, height: 24)
  let size: Size

  init(width: Int, height: Int) {
    size = Size(width: width, height: height)
  }

  init?(argument: String) {
    let parts = argument.split(separator: "x", omittingEmptySubsequences: false)
    guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]),
      (1...Self.maximum.width).contains(width), (1...Self.maximum.height).contains(height)
    else { return nil }
    self.init(width: width, height: height)
  }
}
