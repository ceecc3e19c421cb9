import TerminalUI
import Testing

// Helpers of the key decoder's tests (KeyDecoderTests, KeyDecoderStringAndAltTests).

let esc = "\u{1B}"

/// Feeds each chunk in turn to a fresh decoder, then finishes it.
func decodeChunks(_ chunks: [[UInt8]]) -> [Key] {
  var decoder = KeyDecoder()
  var keys: [Key] = []
  for chunk in chunks {
    keys += decoder.feed(chunk)
  }
  return keys + decoder.finish()
}

/// Feeds `input` in one piece to a fresh decoder, then finishes it.
func decodeWhole(_ input: [UInt8]) -> [Key] {
  decodeChunks([input])
}

func decodeWhole(_ input: String) -> [Key] {
  decodeWhole(Array(input.utf8))
}

/// Merges adjacent `.text` keys: text read in several pieces arrives as several `.text`.
func mergingText(_ keys: [Key]) -> [Key] {
  var merged: [Key] = []
  for key in keys {
    if case .text(let text) = key, case .text(let previous) = merged.last {
      merged[merged.count - 1] = .text(previous + text)
    } else {
      merged.append(key)
    }
  }
  return merged
}

/// An input and what it decodes to, named readably in test results.
struct Decoding: Sendable, CustomTestStringConvertible {
  let input: [UInt8]
  let keys: [Key]

  init(_ input: String, _ keys: Key...) {
    self.input = Array(input.utf8)
    self.keys = keys
  }

  init(bytes: [UInt8], _ keys: Key...) {
    self.input = bytes
    self.keys = keys
  }

  var testDescription: String {
    String(decoding: input, as: UTF8.self).debugDescription
  }
}
