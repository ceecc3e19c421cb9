#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fuzzer's input read from the front, so that one byte string drives every choice a target
/// makes (sizes, chunking, texts) and libFuzzer's mutations reach all of them.
public struct FuzzInput {
  private let bytes: [UInt8]
  private var index = 0

  /// Copies the bytes libFuzzer passes to `LLVMFuzzerTestOneInput`.
  public init(_ data: UnsafePointer<UInt8>?, _ count: Int) {
    bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
  }

  public init(_ bytes: [UInt8]) {
    self.bytes = bytes
  }

  /// The next byte, or 0 once the input is used up.
  public mutating func byte() -> UInt8 {
    guard index < bytes.count else { return 0 }
    defer { index += 1 }
    return bytes[index]
  }

  /// The next `count` bytes, fewer if the input ends first.
  public mutating func take(_ count: Int) -> [UInt8] {
    let end = min(index + count, bytes.count)
    defer { index = end }
    return Array(bytes[index..<end])
  }

  /// Everything not read yet.
  public mutating func rest() -> [UInt8] {
    take(bytes.count - index)
  }

  /// Piece sizes for feeding a stream in chunks: a count byte (0...7 sizes) and that many size
  /// bytes, each 1...64. No sizes means one piece.
  public mutating func pieceSizes() -> [Int] {
    (0..<Int(byte() % 8)).map { _ in Int(byte() % 64) + 1 }
  }

  /// `bytes` cut into pieces of the given sizes, used cyclically when `cycling` (the last piece
  /// may be shorter), otherwise once each with the rest as a last piece. One piece when `sizes`
  /// is empty.
  public static func pieces(of bytes: [UInt8], sizes: [Int], cycling: Bool = true)
    -> [ArraySlice<UInt8>]
  {
    guard !sizes.isEmpty else { return [bytes[...]] }
    var result: [ArraySlice<UInt8>] = []
    var start = 0
    var next = 0
    while start < bytes.count {
      let size = cycling || next < sizes.count ? sizes[next % sizes.count] : bytes.count
      let end = min(start + size, bytes.count)
      result.append(bytes[start..<end])
      start = end
      next += 1
    }
    return result
  }
}

/// Stops the run with a message when a property does not hold: libFuzzer sees the abort and
/// saves the input as a crash file.
public func require(_ condition: Bool, _ message: @autoclosure () -> String) {
  guard !condition else { return }
  let text = "fuzz property failed: " + message() + "\n"
  _ = text.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
  abort()
}
