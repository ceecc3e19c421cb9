import CalculatorModel

/// The Presets scene's use cases.
enum PresetsScene {
  /// The six presets, with the row of the current separators selected.
  enum Load {
    struct Request {}
    struct Response {
      let presets: [SeparatorPreset]
      let selectedIndex: Int
    }
    struct ViewModel {
      let rows: [(separators: String, name: String)]
      let selectedIndex: Int
    }
  }

  /// Enter on a row: the interactor keeps its separators in the data store for the router.
  enum ChoosePreset {
    struct Request {
      let index: Int
    }
    struct Response {}
    struct ViewModel {}
  }
}
