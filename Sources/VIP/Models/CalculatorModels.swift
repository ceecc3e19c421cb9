import CalculatorModel

/// The Calculator scene's use cases, each a Request (view controller → interactor), a Response
/// (interactor → presenter) and a ViewModel (presenter → view controller).
///
/// Clean Swift names this enum after the scene (`enum Calculator`); here `Calculator` is the
/// app's model, so the scene's namespace is `CalculatorScene`.
enum CalculatorScene {
  /// The scene's first state: both fields, the result, focus on Numbers.
  enum Load {
    struct Request {}
    struct Response {
      let separators: String
      let numbers: String
      let tally: Tally
    }
    struct ViewModel {
      let separators: String
      let numbers: String
      let sum: String
      let status: String
    }
  }

  /// The user edited the Separators field.
  enum EditSeparators {
    struct Request {
      let separators: String
    }
  }

  /// The user edited the Numbers field.
  enum EditNumbers {
    struct Request {
      let numbers: String
    }
  }

  /// Ctrl-S: save the calculation as it is now.
  enum Save {
    struct Request {}
  }

  /// The scene was covered by another: the save's note goes.
  enum HideSaveNote {
    struct Request {}
  }

  /// What became of the last save, as the interactor knows it: the presenter words it.
  enum SaveOutcome {
    case saved
    case failed(any Error)
  }

  /// The sum and the status line, after an edit, a save or a covered scene.
  enum UpdateResult {
    struct Response {
      let tally: Tally
      /// The last save's outcome while the model is still what was saved, else nil.
      let saveOutcome: SaveOutcome?
    }
    struct ViewModel {
      let sum: String
      let status: String
    }
  }

  /// The saved count, read at launch and after a committed save or delete (SPEC: Saved count).
  enum ShowSavedCount {
    struct Response {
      /// Nil until the store answered, or when it could not count.
      let count: Int?
    }
    struct ViewModel {
      /// `1,234 saved`, or nil for none.
      let savedCount: String?
    }
  }

  /// The scene shows again after Presets or History: the interactor applies what their
  /// router wrote into its data store (a preset's separators, or a restored entry).
  enum ApplyChoice {
    struct Request {}
    struct Response {
      let separators: String
      /// Nil for a preset: only a restore writes the Numbers field.
      let numbers: String?
      let tally: Tally
    }
    struct ViewModel {
      let separators: String
      let numbers: String?
      let sum: String
      let status: String
    }
  }

  /// Ctrl-_: take back the newest step (SPEC: Undo and redo). Nothing to undo, no response.
  enum Undo {
    struct Request {}
  }

  /// Ctrl-Y: make the newest undone step again. Nothing to redo, no response.
  enum Redo {
    struct Request {}
  }

  /// What an undo or a redo puts back: the texts the step changed, focus on its field.
  enum ShowStep {
    /// The field a step changed (Numbers for a restored entry).
    enum Field {
      case separators, numbers
    }
    struct Response {
      /// Nil for a text the step did not change: that field keeps its text and cursor.
      let separators: String?
      let numbers: String?
      let field: Field
      let tally: Tally
    }
    struct ViewModel {
      let separators: String?
      let numbers: String?
      /// Focused, its cursor at the end of its text.
      let field: Field
      let sum: String
      let status: String
    }
  }
}
