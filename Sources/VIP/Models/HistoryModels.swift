import CalculatorHistory

/// The History scene's use cases. Clean Swift would call it `History`; the suffix keeps the
/// four scenes' namespaces alike.
enum HistoryScene {
  /// The newest entries from the store: loading, then the page or the failure. A delete
  /// shows the page it left, which may be a search's.
  enum LoadHistory {
    struct Request {}
    enum Response {
      case loading
      /// The page, and the query it answers: "" for the newest entries, as on opening.
      case loaded(HistoryPage, query: String)
      case failed(any Error)
    }
    struct ViewModel {
      let rows: [(savedAt: String, sum: String, numbers: String)]
      /// In place of the rows (`Loading…`, the empty text, a failure), or no line.
      let message: String?
      /// Above the hint (`1,000 of N`), or no line.
      let footer: String?
    }
  }

  /// The saved count, as the Calculator scene's worker knows it (SPEC: Saved count).
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

  /// An edit of the query (SPEC: Searching History): 150 ms after the last edit the store is
  /// asked; an edit meanwhile cancels the wait or the search in flight, whose answer is
  /// dropped. The rows stay while it searches and when it fails.
  enum Search {
    struct Request {
      /// The query field's text; "" lists the newest entries again.
      let query: String
    }
    enum Response {
      /// From the edit to the answer.
      case searching
      /// The answer to `query`.
      case page(HistoryPage, query: String)
      case failed(any Error)
    }
    struct ViewModel {
      /// The answer's rows and what shows in their place (the empty text, for the empty query
      /// and an empty store).
      struct Matches {
        let rows: [(savedAt: String, sum: String, numbers: String)]
        let message: String?
      }
      /// The answer, its first row to be selected; nil while searching or after a failure: the
      /// rows stay.
      let matches: Matches?
      /// `Searching…`, `N matches` (the opening footer for the empty query), `Not searched: …`.
      let footer: String?
    }
  }

  /// Opened at an entry (`--open history:ID`): once the first page has loaded, that entry's
  /// row is selected; an id the page lacks selects the newest row, and the footer says so
  /// until the next key.
  enum SelectEntry {
    struct Response {
      let row: Int
      /// The id asked for, when the page does not hold it.
      let missingID: HistoryEntry.ID?
    }
    struct ViewModel {
      let row: Int
      /// `no entry 7`, or nil when the entry was found.
      let notice: String?
    }
  }

  /// A key after the notice: the footer shows the page's own again.
  enum DismissNotice {
    struct Request {}
    struct Response {
      let page: HistoryPage
    }
    struct ViewModel {
      let footer: String?
    }
  }

  /// The scene went: a load or a search still waiting or running stops.
  enum CancelLoad {
    struct Request {}
  }

  /// Delete on a row: the entry goes once the store committed; a failure keeps the row.
  enum DeleteEntry {
    struct Request {
      let index: Int
    }
    struct Response {
      let error: any Error
    }
    struct ViewModel {
      let footer: String
    }
  }

  /// Enter on a row: the interactor keeps the entry in the data store for the router.
  enum ChooseEntry {
    struct Request {
      let index: Int
    }
    struct Response {}
    struct ViewModel {}
  }
}
