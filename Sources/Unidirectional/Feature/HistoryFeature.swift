import CalculatorFormatting
import CalculatorHistory
import Composable

/// The History screen's feature: loads the newest page from the store as an effect, searches
/// as the query is edited (an effect that waits on the clock, cancelled by the next edit),
/// deletes entries, presents the Breakdown of a saved entry, and sends a restored entry (or the
/// cancel) back to the Calculator as a delegate action. Its state is what the store answered;
/// the screen's words are derived from it.
struct HistoryFeature: Reducer {
  let history: any HistoryStore
  /// What a search waits on after the last edit; handed in with the store.
  let clock: any Clock<Duration>

  struct State: Equatable {
    /// What the store answered: nothing yet, the loaded page, or why it could not load.
    enum Content: Equatable {
      case loading
      case loaded(HistoryPage)
      case failed(message: String)
    }

    /// Where the last edit of the query is: answered (or none yet), waiting or asking the
    /// store (the rows stay, the footer says `Searching…`), or failed, in words.
    enum Search: Equatable {
      case answered
      case searching
      case failed(message: String)
    }

    /// What the store answered; setting it words its rows.
    var content: Content {
      get { answer }
      set {
        answer = newValue
        rows = Self.rows(of: newValue)
      }
    }
    private var answer = Content.loading
    /// The query field's text, as the user edits it (the view sends each edit and never writes
    /// the field back).
    var query = ""
    /// The query the rows answer: "" for the newest entries (the load, or an empty query's
    /// search). The message and the footer follow it, not an edit not yet answered.
    var answeredQuery = ""
    var search = Search.answered
    /// How many times an answer selected the first row (each search's). The list owns its
    /// selection, so the view selects the first row whenever this grew, as the Calculator's
    /// view writes a field whenever the reducer's count of writes to it grew.
    var firstRowSelections = 0
    /// Why the last delete failed, in the footer until a delete commits.
    var deleteFailure: String?
    /// How many calculations are saved, as the Calculator knows it: it sets the count here
    /// when it reads a new one while this screen is open.
    var savedCount: Int?
    /// The entry to select once the first page has loaded (the app opened at it), until then.
    var entryToSelect: HistoryEntry.ID?
    /// The row the screen selected for it, once the page has loaded.
    var selectedOnLoad: Int?
    /// `no entry 7` when the page lacks that entry: in the footer until the next key.
    var notice: String?
    /// The Breakdown of a saved entry, shown over this screen while it is set (navigation as
    /// state, as the Calculator's `destination`): this screen's state stays as it was under it.
    @PresentationState var breakdown: BreakdownFeature.State? = nil

    // MARK: ⟶ Calculator Feature → History Feature: navigate forward
    // MARK: ⟶ Calculator Feature → History Feature: shared state
    /// Opens loading (the view's `onAppear` starts the load) with the count already known:
    /// opening reads none.
    init(savedCount: Int? = nil, selecting id: HistoryEntry.ID? = nil) {
      self.savedCount = savedCount
      entryToSelect = id
    }

    // MARK: ⟶ History Feature → History View: view update
    /// What stands in place of the rows: `Loading…`, the empty text, or why it could not load;
    /// nothing for a search's answer (with no match, its footer says `No matches`).
    var message: String? {
      switch content {
      case .loading: HistoryText.loading
      case .loaded(let page): answeredQuery.isEmpty ? HistoryText.message(for: page) : nil
      case .failed(let message): message
      }
    }

    /// One row per loaded entry, in words: when it was saved, its sum, the numbers as typed.
    /// Worded once, when the content is set: a view that asks whether they changed after each
    /// action (an edit of the query changes only the footer) compares them, not words them all
    /// again.
    private(set) var rows: [Row] = []

    /// One row in words.
    struct Row: Equatable {
      var savedAt: String
      var sum: String
      var numbers: String

      /// Its columns, as the screen's layout takes them.
      var columns: HistoryText.Row { (savedAt, sum, numbers) }
    }

    private static func rows(of content: Content) -> [Row] {
      guard case .loaded(let page) = content else { return [] }
      return HistoryText.rows(page.entries).map { Row(savedAt: $0, sum: $1, numbers: $2) }
    }

    /// Above the hint: the entry not found, `Searching…` or why a search failed, why a delete
    /// failed, or `1,000 of N` (`N matches` for a search's answer).
    var footer: String? {
      if let notice { return notice }
      switch search {
      case .searching: return HistoryText.searching
      case .failed(let message): return message
      case .answered: break
      }
      guard case .loaded(let page) = content else { return nil }
      return deleteFailure ?? HistoryText.footer(for: page, query: answeredQuery)
    }

    fileprivate func entry(at index: Int) -> HistoryEntry? {
      guard case .loaded(let page) = content, page.entries.indices.contains(index) else {
        return nil
      }
      return page.entries[index]
    }
  }

  enum Action: Equatable {
    case onAppear
    case restoreTapped(at: Int)
    case deleteTapped(at: Int)
    case breakdownTapped(at: Int)
    case cancelTapped
    /// Any key, before the screen handles it: the notice goes.
    case keyPressed
    /// The query field's text after an edit (a key typed, Backspace).
    case queryChanged(String)
    case loaded(HistoryPage)
    /// The load failed, in words (`History unavailable: …`).
    case loadFailed(message: String)
    /// The store's answer to the search for the query.
    case searched(HistoryPage)
    /// The search failed, in words (`Not searched: …`).
    case searchFailed(message: String)
    case deleted(id: HistoryEntry.ID)
    /// A delete failed, in words (`Not deleted: …`).
    case deleteFailed(message: String)
    /// What the presented Breakdown sends (its back), or its dismissal.
    case breakdown(PresentationAction<BreakdownFeature.Action>)
    case delegate(Delegate)

    /// What the Calculator hears: how the user left, or that a delete committed (the count
    /// changed).
    enum Delegate: Equatable {
      case restored(separators: String, numbers: String)
      case cancelled
      case entryDeleted
    }
  }

  enum CancelID {
    case load
    case search
  }

  var body: some ReducerOf<Self> {
    Reduce { state, action in
      switch action {
      // MARK: ⟶ History View → History Feature: user input
      // MARK: ⟶ History Feature → Store: side effect
      case .onAppear:
        return .run { [history] send in
          send(.loaded(try await history.newestPage(limit: HistoryText.limit)))
        } catch: { error, send in
          send(.loadFailed(message: HistoryText.unavailable(error)))
        }
        .cancellable(id: CancelID.load)

      // MARK: ⟶ History View → History Feature: user input
      // The rows stay until the answer; a load still in flight is cancelled (its answer would
      // be stale), and so is the search of an earlier edit, waiting or asking: its answer, if
      // it still comes, is never sent.
      case .queryChanged(let text):
        state.query = text
        state.search = .searching
        state.entryToSelect = nil
        return .merge(
          .cancel(id: CancelID.load),
          search(text).cancellable(id: CancelID.search, cancelInFlight: true))

      // MARK: ⟶ History View → History Feature: user input
      // MARK: ⟶ History Feature → Calculator Feature: data back
      case .restoreTapped(let index):
        guard let entry = state.entry(at: index) else { return .none }
        return .send(.delegate(.restored(separators: entry.separators, numbers: entry.numbers)))

      // MARK: ⟶ History View → History Feature: user input
      // MARK: ⟶ History Feature → Store: side effect
      // The entry goes as the user asked even when the screen goes first: the screen's going
      // cancels this effect (`ifLet`), so the delete itself runs in a task of its own, which
      // that cancellation does not reach; only its answer is then dropped. That task tells the
      // Calculator, which reads the count again, even when this screen has gone.
      case .deleteTapped(let index):
        guard let entry = state.entry(at: index) else { return .none }
        return .run { [history] send in
          let deletion = Task {
            try await history.delete(id: entry.id)
            send(.delegate(.entryDeleted))
          }
          try await deletion.value
          send(.deleted(id: entry.id))
        } catch: { error, send in
          send(.deleteFailed(message: HistoryText.notDeleted(error)))
        }

      // MARK: ⟶ History View → History Feature: user input
      // MARK: ⟶ History Feature → Breakdown Feature: navigate forward
      // The screen the Calculator presents on Enter, made from the entry's fields. A search or
      // a delete in flight goes on under it: this screen has not gone.
      case .breakdownTapped(let index):
        guard let entry = state.entry(at: index) else { return .none }
        state.breakdown = BreakdownFeature.State(breakdown: entry.calculator.breakdown)
        return .none

      case .breakdown(.presented(.delegate(.back))):
        state.breakdown = nil
        return .none

      case .breakdown:
        return .none

      // MARK: ⟶ History View → History Feature: cancel
      // MARK: ⟶ History View → History Feature: user input
      // MARK: ⟶ History Feature → Calculator Feature: data back
      // Stops the load and the search: the screen goes, and a late answer changes nothing.
      case .cancelTapped:
        return .merge(
          .cancel(id: CancelID.load), .cancel(id: CancelID.search), .send(.delegate(.cancelled)))

      // MARK: ⟶ History Feature → History View: view update
      case .loaded(let page):
        state.content = .loaded(page)
        if let id = state.entryToSelect {
          let opening = HistoryText.opening(page, at: id)
          state.entryToSelect = nil
          state.selectedOnLoad = opening.row
          state.notice = opening.notice
        }
        return .none

      // MARK: ⟶ History View → History Feature: user input
      case .keyPressed:
        state.notice = nil
        return .none

      case .loadFailed(let message):
        state.content = .failed(message: message)
        return .none

      // MARK: ⟶ History Feature → History View: view update
      // The answer's rows, the first selected; the footer counts the matches.
      case .searched(let page):
        state.content = .loaded(page)
        state.answeredQuery = state.query
        state.search = .answered
        state.deleteFailure = nil
        state.firstRowSelections += 1
        return .none

      // The rows stay; the footer says why.
      case .searchFailed(let message):
        state.search = .failed(message: message)
        return .none

      case .deleted(let id):
        guard case .loaded(var page) = state.content else { return .none }
        page.remove(id: id)
        state.content = .loaded(page)
        state.deleteFailure = nil
        state.clearSearchFailure()
        return .none

      case .deleteFailed(let message):
        state.deleteFailure = message
        state.clearSearchFailure()
        return .none

      case .delegate:
        return .none
      }
    }
    .ifLet(\.$breakdown, action: Action.breakdownCase) { BreakdownFeature() }
  }

  // MARK: ⟶ History Feature → Store: search
  /// 150 ms on the clock, then the store's answer for `text`. Cancelled while it waits, it
  /// never asks; cancelled while it asks, its answer is not sent (`Send` drops it).
  private func search(_ text: String) -> Effect<Action> {
    .run { [history, clock] send in
      try await clock.sleep(for: HistoryText.searchDelay)
      send(.searched(try await history.search(text, limit: HistoryText.limit)))
    } catch: { error, send in
      send(.searchFailed(message: HistoryText.notSearched(error)))
    }
  }
}

extension HistoryFeature.Action {
  /// The actions of the Breakdown over History (a case path, written out).
  static var breakdownCase: AnyCasePath<Self, PresentationAction<BreakdownFeature.Action>> {
    AnyCasePath(embed: Self.breakdown) {
      if case .breakdown(let action) = $0 { action } else { nil }
    }
  }
}

extension HistoryFeature.State {
  /// A delete's outcome takes the footer from a failed search's reason (the newest news
  /// shows), not from a search still waiting or asking.
  fileprivate mutating func clearSearchFailure() {
    if case .failed = search { search = .answered }
  }
}
