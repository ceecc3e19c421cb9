/// A named Separators text the user can choose instead of typing it.
public struct SeparatorPreset: Equatable, Sendable {
  public var separators: String
  public var name: String

  public init(separators: String, name: String) {
    self.separators = separators
    self.name = name
  }

  /// The presets of the Presets screen, in order (SPEC: Presets screen).
  public static let all: [SeparatorPreset] = [
    SeparatorPreset(separators: ",", name: "comma"),
    SeparatorPreset(separators: ";", name: "semicolon"),
    SeparatorPreset(separators: " ", name: "space"),
    SeparatorPreset(separators: "|", name: "pipe"),
    SeparatorPreset(separators: ",;", name: "comma or semicolon"),
    // A pasted column of numbers keeps its line breaks (LF), so this one sums it.
    SeparatorPreset(separators: ",\n", name: "comma or new line"),
  ]

  /// The index of the preset whose text is exactly `separators` (scalar for scalar), or 0.
  public static func index(matching separators: String) -> Int {
    all.firstIndex { $0.separators.unicodeScalars.elementsEqual(separators.unicodeScalars) } ?? 0
  }
}
