import DeclarativeUI
import Observation
import TerminalUI
import Testing

/// A `List` over a `ForEach` of identified data tells its rows apart by id, as SwiftUI's does:
/// a row of the same id and an equal element is neither evaluated nor set again; a new or
/// changed row is; over the very data it showed, no row is looked at.
@MainActor
struct ListIdentityTests {
  struct Item: Identifiable, Equatable {
    let id: Int
    var text: String
  }

  /// What the list shows, and a footer beside it that a body reads too.
  @MainActor
  @Observable
  final class Rows {
    var items: [Item]
    var footer = "footer"
    var selection = 0
    /// The ids of the rows whose view was evaluated, in order.
    @ObservationIgnored var evaluated: [Int] = []

    init(_ items: [Item]) {
      self.items = items
    }
  }

  /// One row: its body logs its id.
  struct Row: DeclarativeUI.View {
    let item: Item
    let rows: Rows

    var body: some DeclarativeUI.View {
      rows.evaluated.append(item.id)
      return Text(item.text)
    }
  }

  struct Screen: DeclarativeUI.View {
    let rows: Rows

    var body: some DeclarativeUI.View {
      VStack {
        List(selection: Bindable(rows).selection) {
          ForEach(rows.items) { item in Row(item: item, rows: rows) }
        }
        Text(rows.footer)
      }
    }
  }

  private func items(_ ids: [Int]) -> [Item] {
    ids.map { Item(id: $0, text: "row \($0)") }
  }

  /// The window and the rows its list shows after each frame.
  private func show(_ rows: Rows) -> (Window, ListView) {
    let (window, _) = host(Screen(rows: rows))
    _ = window.render()
    let list = window.rootViewController!.view.firstSubview(of: ListView.self)!
    rows.evaluated = []
    return (window, list)
  }

  @Test func theFirstFrameEvaluatesEveryRowOnce() {
    let rows = Rows(items([1, 2, 3]))
    let (window, _) = host(Screen(rows: rows))
    #expect(window.lines == ["▸ row 1", "  row 2", "  row 3", "footer"])
    #expect(rows.evaluated == [1, 2, 3])
  }

  @Test func aChangeBesideTheListLooksAtNoRow() {
    let rows = Rows(items([1, 2, 3]))
    let (window, list) = show(rows)
    let shown = list.rows
    rows.footer = "Searching…"
    #expect(window.lines == ["▸ row 1", "  row 2", "  row 3", "Searching…"])
    #expect(rows.evaluated == [])
    #expect(list.rows == shown)
  }

  @Test func anUnchangedRowIsNotEvaluatedWhereAChangedOneIs() {
    let rows = Rows(items([1, 2, 3]))
    let (window, _) = show(rows)
    rows.items[1].text = "two"
    #expect(window.lines == ["▸ row 1", "  two", "  row 3", "footer"])
    #expect(rows.evaluated == [2])
  }

  @Test func equalDataInOtherStorageEvaluatesNoRow() {
    let rows = Rows(items([1, 2, 3]))
    let (window, list) = show(rows)
    rows.items = items([1, 2, 3])
    #expect(window.lines == ["▸ row 1", "  row 2", "  row 3", "footer"])
    #expect(rows.evaluated == [])
    #expect(list.rows == ["row 1", "row 2", "row 3"])
  }

  @Test func anInsertedRowIsTheOnlyOneEvaluated() {
    let rows = Rows(items([1, 3]))
    let (window, _) = show(rows)
    rows.items.insert(Item(id: 2, text: "row 2"), at: 1)
    #expect(window.lines == ["▸ row 1", "  row 2", "  row 3", "footer"])
    #expect(rows.evaluated == [2])
  }

  @Test func aRemovedRowGoesAndTheOthersAreNotEvaluated() {
    let rows = Rows(items([1, 2, 3]))
    let (window, _) = show(rows)
    rows.items.remove(at: 0)
    #expect(window.lines == ["▸ row 2", "  row 3", "footer"])
    #expect(rows.evaluated == [])
  }

  @Test func rowsMovedKeepTheirTextsInTheirNewOrder() {
    let rows = Rows(items([1, 2, 3]))
    let (window, _) = show(rows)
    rows.items.reverse()
    #expect(window.lines == ["▸ row 3", "  row 2", "  row 1", "footer"])
    #expect(rows.evaluated == [])
  }

  @Test func aRowWhoseIdCameBackWithAnotherElementIsEvaluated() {
    let rows = Rows(items([1, 2]))
    let (window, _) = show(rows)
    rows.items = [Item(id: 2, text: "new 2"), Item(id: 1, text: "row 1")]
    #expect(window.lines == ["▸ new 2", "  row 1", "footer"])
    #expect(rows.evaluated == [2])
  }

  @Test func dataThatIsNotIdentifiedIsEvaluatedRowByRowEachTime() {
    struct Plain: DeclarativeUI.View {
      let rows: Rows

      var body: some DeclarativeUI.View {
        VStack {
          List(selection: Bindable(rows).selection) {
            ForEach(rows.items.map(\.text)) { text in Text(text) }
          }
          Text(rows.footer)
        }
      }
    }
    let rows = Rows(items([1, 2]))
    let (window, _) = host(Plain(rows: rows))
    rows.footer = "changed"
    #expect(window.lines == ["▸ row 1", "  row 2", "changed"])
  }

  @Test func anIdentifiedForEachOutsideAListShowsEveryRow() {
    struct Column: DeclarativeUI.View {
      let rows: Rows

      var body: some DeclarativeUI.View {
        VStack {
          ForEach(rows.items) { item in Text(item.text) }
        }
      }
    }
    let rows = Rows(items([1, 2]))
    let (window, _) = host(Column(rows: rows))
    #expect(window.lines == ["row 1", "row 2"])
  }
}

extension TerminalUI.View {
  /// The first view of `type` in this view's tree, this view first.
  func firstSubview<T: TerminalUI.View>(of type: T.Type) -> T? {
    if let found = self as? T { return found }
    for subview in subviews {
      if let found = subview.firstSubview(of: type) { return found }
    }
    return nil
  }
}
