/// The tally's fast path: one pass over UTF-8 bytes with ASCII-only separators, no allocation.
///
/// Everything before the last separator is the bulk: each fragment there ends at a separator,
/// which stops every loop, so the loops need no end-of-input checks. The bulk loop reads the
/// common fragment shape, digits then a separator, eight bytes at a time (SWAR) or in one tight
/// loop; any other fragment (and the last one) goes to `fragment(at:)`, which handles
/// `[ws] [sign] digits [ws]` and hands a fragment with a multi-byte scalar to the general
/// parser (it may be non-ASCII whitespace, e.g. NBSP). The property tests hold every path to
/// the executable spec.
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

  /// Two specialisations: when no digit is a separator, a digit test is `byte - 48 < 10`
  /// without a table lookup.
  @inline(__always)
  private func tally(
    _ bytes: UnsafeBufferPointer<UInt8>, _ table: UnsafeBufferPointer<UInt8>,
    digitIsSeparator: Bool
  ) -> Tally {
    @inline(__always) func isDigit(_ byte: UInt8) -> Bool {
      byte &- UInt8(ascii: "0") < 10
        && (!digitIsSeparator || table[Int(byte)] == ByteClasses.digit)
    }
    var total = Accumulator()
    var bulkEnd = bytes.count
    while bulkEnd > 0 && table[Int(bytes[bulkEnd - 1])] != ByteClasses.separator {
      bulkEnd -= 1
    }
    var index = 0
    let raw = UnsafeRawPointer(bytes.baseAddress!)
    while index < bulkEnd {
      // Up to eight digits and their separator, eight bytes at a time, without a branch per
      // digit. Only when no digit is a separator: the digit test here knows no table.
      if !digitIsSeparator && index &+ 8 <= bytes.count {
        let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
        let values = word &- 0x3030_3030_3030_3030  // digit values in the bytes that are digits
        // The high bit of each byte that is below "0" or above "9". Digits neither borrow nor
        // carry, so a borrow or carry only reaches bytes after the first non-digit.
        let nonDigits = (values | (word &+ 0x4646_4646_4646_4646)) & 0x8080_8080_8080_8080
        let length = nonDigits.trailingZeroBitCount &>> 3  // digits before the first non-digit
        // In bounds: below eight, inside the word; at eight, a separator at bulkEnd - 1 follows.
        if length > 0 && table[Int(bytes[index &+ length])] == ByteClasses.separator {
          // Shift the digits to the top (the first byte is the most significant digit, and the
          // zeros shifted in are leading zeros), then combine pairs, fours and eights.
          var number = values &<< (64 &- 8 &* UInt64(length))
          number = ((number & 0x0F0F_0F0F_0F0F_0F0F) &* (10 << 8 + 1)) &>> 8
          number = ((number & 0x00FF_00FF_00FF_00FF) &* (100 << 16 + 1)) &>> 16
          number = ((number & 0x0000_FFFF_0000_FFFF) &* (10_000 << 32 + 1)) &>> 32
          total.add(Int64(number))
          index &+= length &+ 1
          continue
        }
      }
      var byte = bytes[index]
      if isDigit(byte) {
        let digitsStart = index
        var magnitude: UInt64 = 0
        repeat {
          magnitude = magnitude &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))  // exact to 19 digits
          index &+= 1
          byte = bytes[index]  // a separator at bulkEnd - 1 ends the run
        } while isDigit(byte)
        if table[Int(byte)] == ByteClasses.separator && index - digitsStart <= 19 {
          total.add(magnitude <= UInt64(Int64.max) ? Int64(magnitude) : nil)
          index &+= 1
          continue
        }
        index = digitsStart
      }
      let (value, end) = fragment(at: index, bytes, table, digitIsSeparator: digitIsSeparator)
      total.add(value)
      index = end + 1
    }
    // The last fragment, after the last separator (empty when the text ends with one).
    total.add(fragment(at: bulkEnd, bytes, table, digitIsSeparator: digitIsSeparator).value)
    return total.tally
  }

  /// The value of the fragment starting at `start` (nil when it is ignored) and where it ends:
  /// the index of its separator, or `bytes.count`.
  @inline(__always)
  private func fragment(
    at start: Int, _ bytes: UnsafeBufferPointer<UInt8>, _ table: UnsafeBufferPointer<UInt8>,
    digitIsSeparator: Bool
  ) -> (value: Int64?, end: Int) {
    let count = bytes.count
    /// The class of the byte at `index`, or `separator` past the end (the last fragment ends).
    @inline(__always) func classAt(_ index: Int) -> UInt8 {
      index < count ? table[Int(bytes[index])] : ByteClasses.separator
    }
    var index = start
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
        let digits = bytes[digitsStart..<digitsEnd]
        return (Self.value(magnitude, isNegative: isNegative, digits: digits), index)
      }
    } else if byteClass == ByteClasses.separator {
      return (nil, index)  // empty, or a lone sign
    }
    if byteClass == ByteClasses.nonASCII {
      // Maybe non-ASCII whitespace around a number (NBSP, U+3000): the general parser decides.
      var end = index
      while classAt(end) != ByteClasses.separator { end += 1 }
      return (generalValue(UnsafeBufferPointer(rebasing: bytes[start..<end])), end)
    }
    // Not a number: skip to the next separator. Multi-byte scalars are never separators here.
    while classAt(index) != ByteClasses.separator { index += 1 }
    return (nil, index)
  }

  /// The value of a digit run that ended a fragment well-formed, or nil when out of range.
  @inline(__always)
  private static func value(
    _ magnitude: UInt64, isNegative: Bool, digits: Slice<UnsafeBufferPointer<UInt8>>
  ) -> Int64? {
    if digits.count > 19 {
      // Leading zeros do not count; 20 or more significant digits never fit Int64.
      let significant = digits.count - digits.prefix { $0 == UInt8(ascii: "0") }.count
      guard significant <= 19 else { return nil }
    }
    if isNegative {
      // 2^63 itself is Int64.min: the wrapping negation gives its bit pattern.
      return magnitude <= UInt64(Int64.max) + 1 ? Int64(bitPattern: 0 &- magnitude) : nil
    }
    return magnitude <= UInt64(Int64.max) ? Int64(magnitude) : nil
  }

  /// The value of one fragment (no separator inside) by the general parser, nil if ignored.
  private func generalValue(_ fragment: UnsafeBufferPointer<UInt8>) -> Int64? {
    var value: Int64?
    FragmentScanner(separators: separators).scan(fragment) { _, outcome in
      if case .number(let number) = outcome { value = number }
    }
    return value
  }
}

/// The running tally of the fast path, kept in registers: an `Int64` partial sum that spills
/// into an `Int128` only when it would overflow.
private struct Accumulator {
  private var partial: Int64 = 0
  private var spilled: Int128 = 0
  private var numberCount = 0
  private var ignoredCount = 0

  /// Counts one fragment: its value, or nil when it was ignored.
  @inline(__always)
  mutating func add(_ value: Int64?) {
    guard let value else {
      ignoredCount &+= 1
      return
    }
    numberCount &+= 1
    let (sum, overflows) = partial.addingReportingOverflow(value)
    if _slowPath(overflows) {
      spilled += Int128(partial) + Int128(value)
      partial = 0
    } else {
      partial = sum
    }
  }

  var tally: Tally {
    Tally(sum: spilled + Int128(partial), numberCount: numberCount, ignoredCount: ignoredCount)
  }
}
