#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Usage errors as every binary reports them (SPEC: Arguments): one line on standard error that
/// names the offending value, `calc-mvc: invalid --size 'abc': …; see --help`, and exit 64.
enum UsageError {
  static let exitStatus: Int32 = 64

  /// Prints `message` as the one-line usage error and exits with status 64.
  static func exit(_ message: String) -> Never {
    StandardStreams.writeError(line(message))
    systemExit(exitStatus)
  }

  /// The line printed for `message`: the program's name, the message's first line with its
  /// first letter lowercased and control characters escaped, and the hint.
  static func line(_ message: String, programName: String = StandardStreams.programName)
    -> String
  {
    var text =
      message.split(separator: "\n", omittingEmptySubsequences: false).first
      .map(String.init) ?? ""
    if let first = text.first, first.isUppercase, text.dropFirst().first?.isUppercase != true {
      text = first.lowercased() + text.dropFirst()
    }
    return "\(programName): \(escaped(Array(text.utf8))); see --help\n"
  }

  /// A message for the first argument that is not valid UTF-8, naming its option when it is an
  /// option's value (`--separators X` or `--separators=X`); nil when every argument is valid.
  ///
  /// Swift would silently turn such bytes into U+FFFD, which would then separate at every
  /// invalid byte of the input, so the user is told instead.
  static func invalidEncoding(in arguments: [[UInt8]]) -> String? {
    for (index, argument) in arguments.enumerated() where !isValidUTF8(argument) {
      let equals = argument.firstIndex(of: UInt8(ascii: "="))
      if argument.starts(with: Array("--".utf8)), let equals {
        let option = String(decoding: argument[..<equals], as: UTF8.self)
        let value = Array(argument[(equals + 1)...])
        return "invalid \(option) '\(escaped(value))': not valid UTF-8"
      }
      if index > 0, arguments[index - 1].first == UInt8(ascii: "-") {
        let option = String(decoding: arguments[index - 1], as: UTF8.self)
        return "invalid \(option) '\(escaped(argument))': not valid UTF-8"
      }
      return "invalid argument '\(escaped(argument))': not valid UTF-8"
    }
    return nil
  }

  /// The program's arguments as the bytes the shell passed (without the program's name).
  static var rawArguments: [[UInt8]] {
    (1..<Int(CommandLine.argc)).map { index in
      guard let argument = CommandLine.unsafeArgv[index] else { return [] }
      return Array(UnsafeBufferPointer(start: argument, count: strlen(argument)))
        .map { UInt8(bitPattern: $0) }
    }
  }

  /// `bytes` as text that cannot drive a terminal: C0 and DEL as `\x1B`, C1 as `\u{85}`, and
  /// bytes that are not valid UTF-8 as `\xFF`; everything else unchanged.
  static func escaped(_ bytes: [UInt8]) -> String {
    var result = ""
    var index = 0
    while index < bytes.count {
      guard let (scalar, length) = scalar(in: bytes, at: index) else {
        result += hex(bytes[index])
        index += 1
        continue
      }
      switch scalar.value {
      case 0..<0x20, 0x7F: result += hex(UInt8(scalar.value))
      case 0x80...0x9F: result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: result.unicodeScalars.append(scalar)
      }
      index += length
    }
    return result
  }

  private static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
    String(validating: bytes, as: UTF8.self) != nil
  }

  /// The valid UTF-8 scalar starting at `index` and its length in bytes, if there is one.
  private static func scalar(in bytes: [UInt8], at index: Int) -> (Unicode.Scalar, Int)? {
    for length in 1...4 where index + length <= bytes.count {
      if let text = String(validating: bytes[index..<(index + length)], as: UTF8.self) {
        return text.unicodeScalars.first.map { ($0, length) }
      }
    }
    return nil
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return "\\x" + (digits.count == 1 ? "0" : "") + digits
  }
}

// `exit` is shadowed by the method above inside the type.
private func systemExit(_ status: Int32) -> Never { exit(status) }
