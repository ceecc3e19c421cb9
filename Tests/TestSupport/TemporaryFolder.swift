import Foundation

/// A fresh temporary folder, removed with its contents when dropped: tests that make files
/// (history databases, mostly) never touch a user's.
public final class TemporaryFolder: Sendable {
  public let path: String

  public init() throws {
    path =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("calculator-tests-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: path) }

  /// The names in the folder, sorted.
  public func contents() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: path).sorted()
  }
}
