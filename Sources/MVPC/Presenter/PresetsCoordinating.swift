/// How the Presets presenter ends its flow: with the chosen separators or with a cancel.
@MainActor
protocol PresetsCoordinating: AnyObject {
  func presetChosen(_ separators: String)
  func presetsCancelled()
}
