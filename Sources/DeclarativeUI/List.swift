import TerminalUI

/// Rows of text with one selected, like SwiftUI's `List(selection:)`; shown by a TerminalUI
/// `ListView` in `.selection` style. Up/Down move the selection, which is written to the
/// binding before the next key handler runs and before the next frame.
///
/// The rows are the `Text`s of its content (usually a `ForEach`); the list is as tall as its
/// rows unless a `.frame(height:)` or `.frame(maxHeight: .infinity)` says otherwise.
public struct List<Content: View>: View {
  public typealias Body = Never
  @usableFromInline let selection: Binding<Int>
  @usableFromInline let content: Content

  @inlinable
  public init(selection: Binding<Int>, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  @inlinable
  public func _resolve(into outputs: inout _ViewOutputs) {
    var rows = outputs.listContent()
    content._resolve(into: &rows)
    outputs.appendList(rows, selection: selection)
  }
}

/// A view per element of a collection, like SwiftUI's `ForEach`.
///
/// Over `Identifiable` elements that are `Equatable` (SwiftUI's `ForEach(_:content:)` over
/// identified data), a list's rows are told apart by id, as SwiftUI's `List` tells them apart:
/// when the data is the same as the list showed last time (the same storage), no row is looked
/// at; else a row whose id the list showed with an equal element keeps its text and its view
/// is not evaluated, a new or changed one is, and a row whose id is gone goes. So a row's view
/// must show its element and nothing else. Over other data, rows are told apart by position and
/// each is evaluated with the view around them.
public struct ForEach<Data: RandomAccessCollection, Content: View>: View {
  public typealias Body = Never
  @usableFromInline let data: Data
  @usableFromInline let content: @MainActor (Data.Element) -> Content
  /// Set over identified data: makes the rows a list diffs by id.
  @usableFromInline let identified: (any _IdentifiedRows.Type)?

  @inlinable
  public init(_ data: Data, @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content) {
    self.data = data
    self.content = content
    identified = nil
  }

  @inlinable
  public init(_ data: Data, @ViewBuilder content: @escaping @MainActor (Data.Element) -> Content)
  where Data.Element: Identifiable & Equatable {
    self.data = data
    self.content = content
    identified = IdentifiedRows<Data, Content>.self
  }

  @inlinable
  public func _resolve(into outputs: inout _ViewOutputs) {
    if let identified, outputs.isListContent {
      outputs.appendRows(identified.rows(of: self))
      return
    }
    for item in data {
      content(item)._resolve(into: &outputs)
    }
  }
}

/// Which data a list's rows are made of: its type, how many elements, and where they are
/// stored (nil for data not stored contiguously). Read when the rows are made, once per
/// evaluation of the rows' view, so that the host tells the same data from other data after
/// every evaluation of the list's screen with no cast and no generic code run.
public struct _RowsStorage: Equatable {
  let type: ObjectIdentifier
  let count: Int
  let address: UnsafeRawPointer?
}

extension _RowsSource {
  /// Whether the data is the very data of `other` (the same storage, so the same rows). Both
  /// are alive, so the storage of one cannot have been freed and its address reused by the other.
  func hasSameData(as other: any _RowsSource) -> Bool {
    storage.address != nil && storage == other.storage
  }
}

/// What makes a `ForEach`'s rows over identified data (public only because `ForEach` names it).
@MainActor
public protocol _IdentifiedRows {
  static func rows<Data, Content>(of forEach: ForEach<Data, Content>) -> any _RowsSource
}

/// A list's rows of a `ForEach` over identified data, not yet resolved: the host diffs them by
/// id with those it showed (public only because `_IdentifiedRows` names it).
@MainActor
public protocol _RowsSource {
  /// Which data the rows are made of, read once when they are made.
  var storage: _RowsStorage { get }
  /// The rows' texts: those of `shown`, the texts of `previous`'s rows, for the rows of the same
  /// id and an equal element; the others resolved.
  func texts(after previous: (any _RowsSource)?, shown: [String]) -> [String]
}

@usableFromInline
enum IdentifiedRows<Data: RandomAccessCollection, Content: View>: _IdentifiedRows
where Data.Element: Identifiable & Equatable {
  @usableFromInline
  static func rows<D, C>(of forEach: ForEach<D, C>) -> any _RowsSource {
    // D and C are Data and Content: only the init over identified data sets this type.
    let forEach = forEach as! ForEach<Data, Content>
    return Source(data: forEach.data, content: forEach.content)
  }

  struct Source: _RowsSource {
    let data: Data
    let content: @MainActor (Data.Element) -> Content
    let storage: _RowsStorage

    init(data: Data, content: @escaping @MainActor (Data.Element) -> Content) {
      self.data = data
      self.content = content
      storage = _RowsStorage(
        type: ObjectIdentifier(Source.self), count: data.count,
        address: data.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil)
    }

    func texts(after previous: (any _RowsSource)?, shown: [String]) -> [String] {
      var texts: [String] = []
      texts.reserveCapacity(data.count)
      // One row's outputs, emptied for the next: no array per row.
      var row = _ViewOutputs()
      guard let previous = previous as? Source, previous.data.count == shown.count else {
        for item in data { texts.append(text(of: item, in: &row)) }
        return texts
      }
      var shownAt: [Data.Element.ID: Int] = [:]
      shownAt.reserveCapacity(shown.count)
      for (offset, item) in previous.data.enumerated() { shownAt[item.id] = offset }
      for item in data {
        if let offset = shownAt[item.id],
          previous.data[previous.data.index(previous.data.startIndex, offsetBy: offset)] == item
        {
          texts.append(shown[offset])
        } else {
          texts.append(text(of: item, in: &row))
        }
      }
      return texts
    }

    /// The row's view evaluated into `row`: the text of its first `Text`.
    private func text(of item: Data.Element, in row: inout _ViewOutputs) -> String {
      row.elements.removeAll(keepingCapacity: true)
      content(item)._resolve(into: &row)
      for element in row.elements {
        if case .text(let text) = element.kind { return text }
      }
      return ""
    }
  }
}
