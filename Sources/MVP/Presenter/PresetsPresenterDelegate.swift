/// How the Presets presenter reports the outcome to whoever opened the screen.
@MainActor
protocol PresetsPresenterDelegate: AnyObject {
  func presetsPresenter(_ presenter: PresetsPresenter, didChoose separators: String)
  func presetsPresenterDidCancel(_ presenter: PresetsPresenter)
}
