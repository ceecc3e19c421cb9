/// What the Presets presenter may ask of its view.
@MainActor
protocol PresetsViewing: AnyObject {
  func show(presets: [(separators: String, name: String)], selectedIndex: Int)
}
