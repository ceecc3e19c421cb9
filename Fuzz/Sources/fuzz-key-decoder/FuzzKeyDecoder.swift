import FuzzSupport
import TerminalUI

/// The key decoder on any bytes in any chunking.
///
/// Input: piece sizes (see `FuzzInput`), an escape-string choice byte, a length byte and that
/// many body bytes, then the bytes. Decoding must never crash, never produce a control
/// character (C0, DEL, C1) in `.text` (with or without Alt), never nest Alt, and give the same
/// keys for the whole input as for the pieces, once adjacent `.text` keys are merged. An escape
/// string (OSC, DCS, SOS, PM or APC, 7- or 8-bit, ended by BEL, ST or cancelled by CAN or SUB)
/// put in front of the bytes must be swallowed whole, in the same chunking: the keys are those
/// of the bytes alone.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKeyDecoder(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  var input = FuzzInput(data, size)
  let sizes = input.pieceSizes()
  let choice = Int(input.byte())
  let body = input.take(Int(input.byte() % 32)).map { 0x20 + $0 % 95 }  // printable ASCII
  let escapeString =
    introducers[choice % introducers.count] + body
    + terminators[choice / introducers.count % terminators.count]
  let bytes = input.rest()

  var whole = KeyDecoder()
  let wholeKeys = merged(whole.feed(bytes) + whole.finish())
  var pieces = KeyDecoder()
  var pieceKeys: [Key] = []
  for piece in FuzzInput.pieces(of: bytes, sizes: sizes) {
    pieceKeys += pieces.feed(piece)
  }
  pieceKeys = merged(pieceKeys + pieces.finish())
  var prefixed = KeyDecoder()
  var prefixedKeys: [Key] = []
  for piece in FuzzInput.pieces(of: escapeString + bytes, sizes: sizes) {
    prefixedKeys += prefixed.feed(piece)
  }
  prefixedKeys = merged(prefixedKeys + prefixed.finish())
  require(
    prefixedKeys == wholeKeys && Array("\(prefixedKeys)".utf8) == Array("\(wholeKeys)".utf8),
    "the escape string \(escapeString) changed the keys of \(bytes) in pieces \(sizes):\n"
      + "\(wholeKeys)\n\(prefixedKeys)")

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

/// What starts an escape string: ESC ] (OSC), ESC P (DCS), ESC X (SOS), ESC ^ (PM), ESC _ (APC),
/// and the same as C1 characters in UTF-8.
private let introducers: [[UInt8]] = [
  [0x1B, 0x5D], [0x1B, 0x50], [0x1B, 0x58], [0x1B, 0x5E], [0x1B, 0x5F],
  [0xC2, 0x9D], [0xC2, 0x90], [0xC2, 0x98], [0xC2, 0x9E], [0xC2, 0x9F],
]

/// What ends one: BEL, ST (ESC \ or C1 U+009C), or CAN and SUB, which cancel it.
private let terminators: [[UInt8]] = [[0x07], [0x1B, 0x5C], [0xC2, 0x9C], [0x18], [0x1A]]
