import CalculatorHistory

/// Hears the saved count: the interactor of each scene that shows it.
@MainActor
protocol SavedCountListener: AnyObject {
  func savedCountChanged(_ count: Int?)
}

/// The saved count (SPEC: Saved count), which the Calculator and History scenes share: Clean
/// Swift's worker, logic more than one interactor uses. The Calculator's interactor makes it;
/// the router passes it into History's data store, as it passes the store. It reads the store
/// only when an interactor asks (at launch, after a committed save or delete), keeps the count
/// for a scene that opens, and tells every listener; a read runs to its end even if the scene
/// that asked goes.
@MainActor
final class SavedCountWorker {
  private let history: any HistoryStore
  /// The last count read: nil until the store answered, or when it could not count.
  private(set) var count: Int?
  /// Held weakly: a scene that goes stops listening.
  private var listeners: [() -> SavedCountListener?] = []

  init(history: any HistoryStore) {
    self.history = history
  }

  /// Tells `listener` the count known now, then each new one while it lives.
  func addListener(_ listener: SavedCountListener) {
    listeners = listeners.filter { $0() != nil } + [{ [weak listener] in listener }]
    listener.savedCountChanged(count)
  }

  // MARK: ⟶ Calculator Interactor → History Interactor: shared state
  func readCount() {
    Task { [history, weak self] in
      let count = await history.savedCount()
      guard let self else { return }
      self.count = count
      for listener in listeners { listener()?.savedCountChanged(count) }
    }
  }
}
