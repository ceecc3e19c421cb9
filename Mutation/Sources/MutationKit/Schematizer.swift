/// A source file with its mutants compiled in, each behind the run-time switch
/// `calcMutant(ID)` (SwitchSource), and where each mutant's code landed in it.
public struct SchematizedFile: Sendable {
  /// The new text of the file.
  public var text: String
  /// Every mutant found in the file, in order, with its id; `lines` are the lines of `text`
  /// its code occupies (none for a mutant left out), so that a compiler error there names it.
  public var mutants: [NumberedMutant]
}

public struct NumberedMutant: Codable, Equatable, Sendable {
  public var id: Int
  public var mutant: Mutant
  /// First and last line of each copy of its code in the schematized text.
  public var lines: [[Int]]
}

public enum Schematizer {
  /// The mutants of a file, without writing anything: what `schematize` would number.
  public static func mutants(in source: String, fileName: String) -> [Mutant] {
    SiteFinder.sites(in: source, fileName: fileName).map(\.mutant)
  }

  /// `source` with every mutant compiled in but those of `excluded`; mutants are numbered from
  /// `firstID` in the order of `mutants(in:)`, whether left out or not, so that an id means the
  /// same mutant from one call to the next.
  public static func schematize(
    _ source: String, fileName: String, firstID: Int, excluding excluded: Set<Int> = []
  ) -> SchematizedFile {
    let sites = SiteFinder.sites(in: source, fileName: fileName)
    let ids = sites.indices.map { firstID + $0 }
    var writer = Writer(original: Array(source.utf8), sites: sites, ids: ids)
    let forest = Node.forest(
      of: sites.indices.filter { !excluded.contains(ids[$0]) }, sites: sites)
    writer.copy(0..<writer.original.count, children: forest)
    let lineStarts = Writer.lineStarts(of: writer.output)
    func line(_ offset: Int) -> Int {
      var low = 0
      var high = lineStarts.count
      while low + 1 < high {
        let middle = (low + high) / 2
        if lineStarts[middle] <= offset { low = middle } else { high = middle }
      }
      return low + 1
    }
    let mutants = sites.indices.map { index in
      NumberedMutant(
        id: ids[index], mutant: sites[index].mutant,
        lines: (writer.spans[index] ?? []).map {
          [line($0.lowerBound), line(max($0.lowerBound, $0.upperBound - 1))]
        })
    }
    return SchematizedFile(text: String(decoding: writer.output, as: UTF8.self), mutants: mutants)
  }
}

/// A site and the sites inside its bytes.
private struct Node {
  var site: Int
  var children: [Node]

  /// The sites as a forest by containment (they are syntax nodes: two either nest or do not
  /// meet), from sites sorted by start, the outer first.
  static func forest(of chosen: [Int], sites: [Site]) -> [Node] {
    var roots: [Node] = []
    var stack: [Node] = []
    func close() {
      let done = stack.removeLast()
      if stack.isEmpty { roots.append(done) } else { stack[stack.count - 1].children.append(done) }
    }
    for index in chosen {
      while let top = stack.last, !sites[top.site].range.encloses(sites[index].range) {
        close()
      }
      stack.append(Node(site: index, children: []))
    }
    while !stack.isEmpty { close() }
    return roots
  }
}

extension Range where Bound == Int {
  fileprivate func encloses(_ other: Range<Int>) -> Bool {
    lowerBound <= other.lowerBound && other.upperBound <= upperBound
  }
}

private struct Writer {
  let original: [UInt8]
  /// The file's sites and their ids (by index).
  let sites: [Site]
  let ids: [Int]
  var output: [UInt8] = []
  /// Each site's spans of bytes in `output`.
  var spans: [Int: [Range<Int>]] = [:]

  init(original: [UInt8], sites: [Site], ids: [Int]) {
    self.original = original
    self.sites = sites
    self.ids = ids
    output.reserveCapacity(original.count * 2)
  }

  mutating func append(_ text: String) { output.append(contentsOf: text.utf8) }

  /// The original's `range`, its sites written schematized, and the token at `token` (if any,
  /// outside every child) written as `replacement`.
  mutating func copy(
    _ range: Range<Int>, children: [Node], replacing token: Range<Int>? = nil,
    with replacement: String = ""
  ) {
    var at = range.lowerBound
    var pending = children[...]
    while at < range.upperBound {
      let nextChild = pending.first.map { sites[$0.site].range.lowerBound } ?? range.upperBound
      if let token, token.lowerBound >= at, token.lowerBound < nextChild {
        output.append(contentsOf: original[at..<token.lowerBound])
        append(replacement)
        at = token.upperBound
        continue
      }
      output.append(contentsOf: original[at..<nextChild])
      at = nextChild
      if let child = pending.first {
        write(child)
        at = sites[child.site].range.upperBound
        pending = pending.dropFirst()
      }
    }
  }

  /// One site, schematized: `open`, the mutated copy and `middle` when the mutant needs a copy
  /// of its own (a swapped operator), the original, `close`.
  mutating func write(_ node: Node) {
    let site = sites[node.site]
    let isOn = "calcMutant(\(ids[node.site]))"
    let start = output.count
    let open: String
    let close: String
    var swapped: (token: Range<Int>, replacement: String, middle: String)?
    switch site.kind {
    case .swapToken(let token, let replacement):
      (open, swapped, close) = ("(\(isOn) ? (", (token, replacement, ") : ("), "))")
    case .swapStatement(let token, let replacement):
      (open, swapped, close) = ("if \(isOn) { ", (token, replacement, " } else { "), " }")
    case .literal(let replacement):
      (open, close) = ("(\(isOn) ? \(replacement) : ", ")")
    case .negate:
      (open, close) = ("((", ") != \(isOn))")
    case .removeStatement:
      (open, close) = ("if !\(isOn) { ", " }")
    case .returnDefault(let value):
      (open, close) = ("\(isOn) ? \(value) : (", ")")
    }
    append(open)
    if let swapped {
      copy(site.range, children: node.children, replacing: swapped.token, with: swapped.replacement)
      append(swapped.middle)
    }
    copy(site.range, children: node.children)
    append(close)
    spans[node.site, default: []].append(start..<output.count)
  }

  static func lineStarts(of bytes: [UInt8]) -> [Int] {
    var starts = [0]
    for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
      starts.append(offset + 1)
    }
    return starts
  }
}

/// The switch every schematized module is given (scripts/mutants writes it into the scratch
/// copy, next to the module's sources): `CALC_MUTANT` names the active mutant, read once.
public enum SwitchSource {
  public static let variable = "CALC_MUTANT"
  public static let text = """
    // Written by scripts/mutants into a scratch copy of the sources, never into the repository:
    // the switch of the mutants compiled into this module (Mutation/, `mutate schematize`).
    #if canImport(Glibc)
      import Glibc
    #elseif canImport(Darwin)
      import Darwin
    #endif

    /// The mutant \(variable) names (0: none), read once.
    private let calcActiveMutant: Int = {
      guard let value = getenv("\(variable)") else { return 0 }
      return Int(String(cString: value)) ?? 0
    }()

    /// Whether mutant `id` is the one \(variable) names.
    @usableFromInline func calcMutant(_ id: Int) -> Bool { calcActiveMutant == id }

    """
}
