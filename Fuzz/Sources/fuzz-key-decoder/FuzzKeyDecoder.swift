import FuzzSupport
import TerminalUI

/// The key decoder on any bytes in any chunking (issue 9, target 2).
///
/// Input: piece sizes (see `FuzzInput`), then the bytes. Decoding must never crash, never
/// produce a control character (C0, DEL, C1) in `.text` (with or without Alt), never nest Alt, and give the same keys for the
/// whole input as for the pieces, once adjacent `.text` keys are merged.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeyDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  var input = FuzzInput(data, size)
  let sizes = input.pieceSizes()
  let bytes = input.rest()

  var whole = KeyDecoder()
  let wholeKeys = merged(whole.feed(bytes) + whole.finish())
  var pieces = KeyDecoder()
  var pieceKeys: [Key] = []
  for piece in FuzzInput.pieces(of: bytes, sizes: sizes) {
    pieceKeys += pieces.feed(piece)
  }
  pieceKeys = merged(pieceKeys + pieces.finish())

  for key in wholeKeys + pieceKeys {
    let text: String
    switch key {
    case .text(let typed), .alt(.text(let typed)): text = typed
    case .alt(.alt), .alt(.paste):
      require(false, "nested or pasted Alt key from \(bytes)")
      continue
    default: continue
    }
    require(!text.isEmpty, "empty .text from \(bytes)")
    require(
      !text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) },
      "control character in \(text.debugDescription) from \(bytes)")
  }
  // `==` on strings is canonical equivalence; the descriptions' bytes compare scalar by scalar.
  require(
    wholeKeys == pieceKeys && Array("\(wholeKeys)".utf8) == Array("\(pieceKeys)".utf8),
    "chunking \(sizes) changed the keys of \(bytes):\n\(wholeKeys)\n\(pieceKeys)")
  return 0
}

/// `keys` with adjacent `.text` keys joined, as the pieces of one read would have been.
private func merged(_ keys: [Key]) -> [Key] {
  var result: [Key] = []
  for key in keys {
    if case .text(let text) = key, case .text(let previous) = result.last {
      result[result.count - 1] = .text(previous + text)
    } else {
      result.append(key)
    }
  }
  return result
}
