#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Raw access to the standard streams: unbuffered reads in large chunks and complete writes.
enum StandardStreams {
  static let chunkSize = 65_536

  /// The name the program was started as (`calc-mvc`), for help and error messages.
  static var programName: String {
    let path = CommandLine.arguments.first ?? "calc"
    return path.split(separator: "/").last.map(String.init) ?? path
  }

  static var inputIsTerminal: Bool { isatty(STDIN_FILENO) == 1 }

  /// Calls `body` with each chunk read from standard input until its end, or until `body`
  /// returns false.
  static func readInput(
    isolation: isolated (any Actor)? = #isolation, _ body: (ArraySlice<UInt8>) -> Bool
  ) {
    var buffer = [UInt8](repeating: 0, count: chunkSize)
    while true {
      let count = read(STDIN_FILENO, &buffer, buffer.count)
      if count < 0 && errno == EINTR { continue }
      guard count > 0, body(buffer[0..<count]) else { return }
    }
  }

  static func writeOutput(_ text: String) {
    write(Array(text.utf8), to: STDOUT_FILENO)
  }

  static func writeOutput(_ bytes: [UInt8]) {
    write(bytes, to: STDOUT_FILENO)
  }

  static func writeError(_ text: String) {
    write(Array(text.utf8), to: STDERR_FILENO)
  }

  private static func write(_ bytes: [UInt8], to fd: Int32) {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = systemWrite(fd, buffer.baseAddress! + offset, buffer.count - offset)
        if written > 0 {
          offset += written
        } else if written < 0 && errno == EINTR {
          continue
        } else {
          return
        }
      }
    }
  }
}

private func systemWrite(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, pointer, count)
}
