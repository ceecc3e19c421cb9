import CalculatorModel
import Testing

@testable import MVP

@MainActor
struct PresetsPresenterTests {
  private let allPresets = PresetsViewSpy.allPresets

  @Test(arguments: [
    (",", 0), (";", 1), (" ", 2), ("|", 3), (",;", 4), (";,", 0), ("", 0), ("x", 0),
  ])
  func attachingShowsEveryPresetWithTheCurrentOnePreselected(current: String, selected: Int) {
    let presenter = PresetsPresenter(currentSeparators: current)
    let view = PresetsViewSpy()
    presenter.attach(view)
    #expect(view.take() == [.show(presets: allPresets, selectedIndex: selected)])
  }

  @Test(arguments: 0..<5)
  func aChosenPresetIsReportedToTheDelegateAndNotToTheView(index: Int) {
    let (presenter, view, delegate) = makePresenter()
    presenter.presetChosen(at: index)
    #expect(delegate.take() == [.didChoose(allPresets[index].separators)])
    #expect(view.take() == [])
  }

  @Test func cancelIsReportedToTheDelegateAndNotToTheView() {
    let (presenter, view, delegate) = makePresenter()
    presenter.cancelRequested()
    #expect(delegate.take() == [.didCancel])
    #expect(view.take() == [])
  }

  @Test func theDelegateIsHeldWeakly() {
    let presenter = PresetsPresenter(currentSeparators: ",")
    do {
      let delegate = PresetsDelegateSpy()
      presenter.delegate = delegate
    }
    #expect(presenter.delegate == nil)
  }

  /// A presenter attached to a spy view, with the attach call already taken (tested above).
  private func makePresenter() -> (PresetsPresenter, PresetsViewSpy, PresetsDelegateSpy) {
    let presenter = PresetsPresenter(currentSeparators: ",")
    let view = PresetsViewSpy()
    let delegate = PresetsDelegateSpy()
    presenter.delegate = delegate
    presenter.attach(view)
    _ = view.take()
    return (presenter, view, delegate)
  }
}
