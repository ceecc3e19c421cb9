/// A view's `.id(_:)` as the host keeps and compares it: none (nearly every element), an
/// integer held inline (a revision, the usual id), or any other value, boxed. An optional
/// `AnyHashable` was copied and compared through its witnesses, ~100 instructions an element on
/// every evaluation; this is an enum whose layout the host knows.
@usableFromInline
enum ViewID: Equatable {
  case none
  case int(Int)
  case other(Box)

  /// Another hashable value, held once.
  @usableFromInline
  final class Box {
    let value: AnyHashable

    @usableFromInline
    init(_ value: AnyHashable) {
      self.value = value
    }
  }

  /// The id for `id`: an `Int` inline (the test is decided where the id's type is known).
  @inlinable
  init<ID: Hashable>(_ id: ID) {
    if let id = id as? Int {
      self = .int(id)
    } else {
      self = .other(Box(AnyHashable(id)))
    }
  }

  @usableFromInline
  static func == (lhs: ViewID, rhs: ViewID) -> Bool {
    switch (lhs, rhs) {
    case (.none, .none): true
    case (.int(let left), .int(let right)): left == right
    case (.other(let left), .other(let right)): left === right || left.value == right.value
    default: false
    }
  }
}

/// `.id(_:)`.
public struct IDModifier: _ElementModifier {
  @usableFromInline let id: ViewID

  @usableFromInline init(id: ViewID) {
    self.id = id
  }

  public func _modify(_ outputs: inout _ViewOutputs, at index: Int) {
    outputs.elements[index].id = id
  }
}

extension View {
  /// Gives the view an identity beyond its place, like SwiftUI's `id(_:)`: when an evaluation
  /// finds another id than the one the view was built with, it is another view. Its widget is
  /// built anew (a text field shows its text with the cursor at the end, as when a program sets
  /// it), its tasks start again and the old view's are cancelled.
  @inlinable
  public consuming func id<ID: Hashable>(_ id: ID) -> ModifiedContent<Self, IDModifier> {
    ModifiedContent(content: self, modifier: IDModifier(id: ViewID(id)))
  }
}
