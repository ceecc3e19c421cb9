import CalculatorFormatting
import CalculatorHistory
import Composable

/// The History screen's feature: loads the newest page from the store as an effect, deletes
/// entries, and sends a restored entry (or the cancel) back to the Calculator as a delegate
/// action. Its state is what the store answered; the screen's words are derived from it.
struct HistoryFeature: Reducer {
  let history: any HistoryStore

  struct State: Equatable {
    /// What the store answered: nothing yet, the loaded page, or why it could not load.
    enum Content: Equatable {
      case loading
      case loaded(HistoryPage)
      case failed(message: String)
    }

    var content: Content
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

    // MARK: ⟶ Calculator Feature → History Feature: navigate forward
    // MARK: ⟶ Calculator Feature → History Feature: shared state
    /// Opens loading (the view's `onAppear` starts the load) with the count already known:
    /// opening reads none.
    init(savedCount: Int? = nil, selecting id: HistoryEntry.ID? = nil) {
      content = .loading
      self.savedCount = savedCount
      entryToSelect = id
    }

    // MARK: ⟶ History Feature → History View: view update
    /// What stands in place of the rows: `Loading…`, the empty text, or why it could not load.
    var message: String? {
      switch content {
      case .loading: HistoryText.loading
      case .loaded(let page): HistoryText.message(for: page)
      case .failed(let message): message
      }
    }

    /// One row per loaded entry, in words: when it was saved, its sum, the numbers as typed.
    var rows: [HistoryText.Row] {
      guard case .loaded(let page) = content else { return [] }
      return HistoryText.rows(page.entries)
    }

    /// Above the hint: `1,000 of N`, why a delete failed, or the entry not found.
    var footer: String? {
      guard case .loaded(let page) = content else { return nil }
      return notice ?? deleteFailure ?? HistoryText.footer(for: page)
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
    case cancelTapped
    /// Any key, before the screen handles it: the notice goes.
    case keyPressed
    case loaded(HistoryPage)
    /// The load failed, in words (`History unavailable: …`).
    case loadFailed(message: String)
    case deleted(id: HistoryEntry.ID)
    /// A delete failed, in words (`Not deleted: …`).
    case deleteFailed(message: String)
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

      // MARK: ⟶ History View → History Feature: cancel
      // MARK: ⟶ History View → History Feature: user input
      // MARK: ⟶ History Feature → Calculator Feature: data back
      // Stops the load: the screen goes, and a late answer changes nothing.
      case .cancelTapped:
        return .merge(.cancel(id: CancelID.load), .send(.delegate(.cancelled)))

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

      case .deleted(let id):
        guard case .loaded(var page) = state.content else { return .none }
        page.remove(id: id)
        state.content = .loaded(page)
        state.deleteFailure = nil
        return .none

      case .deleteFailed(let message):
        state.deleteFailure = message
        return .none

      case .delegate:
        return .none
      }

    }
  }
}
