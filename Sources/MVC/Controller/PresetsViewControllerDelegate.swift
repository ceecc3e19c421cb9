/// How the Presets screen hands the choice back to whoever opened it.
@MainActor
protocol PresetsViewControllerDelegate: AnyObject {
  func presetsViewController(_ controller: PresetsViewController, didChoose separators: String)
  func presetsViewControllerDidCancel(_ controller: PresetsViewController)
}
