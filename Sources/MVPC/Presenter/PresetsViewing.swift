/// What the Presets presenter may ask of its view.
@MainActor
protocol PresetsViewing: AnyObject {
  func show(rows: [(separators: String, name: String)], selectedIndex: Int)
}
