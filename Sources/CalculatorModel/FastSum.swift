/// The tally's fast path: one pass over UTF-8 bytes with ASCII-only separators, no allocation.
///
/// It handles the common fragment shape (`[ws] [sign] digits [ws]`) in tight loops and hands
/// any fragment that is still undecided when a multi-byte scalar shows up (it may be non-ASCII
/// whitespace, e.g. NBSP) to `FragmentParser`, the general path. The property tests hold both
/// to the executable spec.
struct FastSum {
  let classes: ByteClasses
  let separators: SeparatorSet

  func tally(_ bytes: UnsafeBufferPointer<UInt8>) -> Tally {
    guard !bytes.isEmpty else { return Tally() }
    return classes.table.withUnsafeBufferPointer { table in
      classes.digitIsSeparator
        ? tally(bytes, table, digitIsSeparator: true)
        : tally(bytes, table, digitIsSeparator: false)
    }
  }

  /// Two specialisations: when no digit is a separator, the digit loop tests `byte - 48 < 10`
  /// without a table lookup.
  @inline(__always)
  private func tally(
    _ bytes: UnsafeBufferPointer<UInt8>, _ table: UnsafeBufferPointer<UInt8>,
    digitIsSeparator: Bool
  ) -> Tally {
    let count = bytes.count
    var total = Tally()
    var index = 0
    /// The class of the byte at `index`, or `separator` past the end (the last fragment ends).
    @inline(__always) func classAt(_ index: Int) -> UInt8 {
      index < count ? table[Int(bytes[index])] : ByteClasses.separator
    }
    while true {
      let start = index
      var byteClass = classAt(index)
      while byteClass == ByteClasses.whitespace {
        index += 1
        byteClass = classAt(index)
      }
      var isNegative = false
      if byteClass == ByteClasses.sign {
        isNegative = bytes[index] == UInt8(ascii: "-")
        index += 1
        byteClass = classAt(index)
      }
      if byteClass == ByteClasses.digit {
        let digitsStart = index
        var magnitude: UInt64 = 0
        while index < count {
          let digit = bytes[index] &- UInt8(ascii: "0")
          guard digit < 10, !digitIsSeparator || table[Int(bytes[index])] == ByteClasses.digit
          else { break }
          magnitude = magnitude &* 10 &+ UInt64(digit)  // exact up to 19 significant digits
          index += 1
        }
        let digitsEnd = index
        byteClass = classAt(index)
        while byteClass == ByteClasses.whitespace {
          index += 1
          byteClass = classAt(index)
        }
        if byteClass == ByteClasses.separator {
          total.add(
            Self.value(magnitude, isNegative: isNegative, digits: bytes[digitsStart..<digitsEnd]))
          if index >= count { return total }
          index += 1
          continue
        }
      } else if byteClass == ByteClasses.separator {
        // Empty, or a lone sign: ignored.
        total.add(nil)
        if index >= count { return total }
        index += 1
        continue
      }
      if byteClass == ByteClasses.nonASCII {
        // Maybe non-ASCII whitespace around a number (NBSP, U+3000): the general parser decides.
        var end = index
        while classAt(end) != ByteClasses.separator { end += 1 }
        total.add(generalValue(UnsafeBufferPointer(rebasing: bytes[start..<end])))
        if end >= count { return total }
        index = end + 1
        continue
      }
      // Not a number: skip to the next separator. Multi-byte scalars are never separators here.
      while classAt(index) != ByteClasses.separator { index += 1 }
      total.add(nil)
      if index >= count { return total }
      index += 1
    }
  }

  /// The value of a digit run that ended a fragment well-formed, or nil when out of range.
  @inline(__always)
  private static func value(
    _ magnitude: UInt64, isNegative: Bool, digits: Slice<UnsafeBufferPointer<UInt8>>
  ) -> Int128? {
    if digits.count > 19 {
      // Leading zeros do not count; 20 or more significant digits never fit Int64.
      let significant = digits.count - digits.prefix { $0 == UInt8(ascii: "0") }.count
      guard significant <= 19 else { return nil }
    }
    if isNegative {
      return magnitude <= UInt64(Int64.max) + 1 ? -Int128(magnitude) : nil
    }
    return magnitude <= UInt64(Int64.max) ? Int128(magnitude) : nil
  }

  /// The value of one fragment (no separator inside) by the general parser, nil if ignored.
  private func generalValue(_ fragment: UnsafeBufferPointer<UInt8>) -> Int128? {
    var value: Int128?
    FragmentScanner(separators: separators).scan(fragment) { _, outcome in
      if case .number(let number) = outcome { value = Int128(number) }
    }
    return value
  }
}
