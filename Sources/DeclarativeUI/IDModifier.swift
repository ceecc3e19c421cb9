/// A view's `.id(_:)`, boxed: an element with none (nearly all of them) holds a nil reference,
/// which the host copies and compares with no call into `AnyHashable`'s witnesses (an optional
/// `AnyHashable` cost ~100 instructions an element, every evaluation).
public final class _ViewID {
  let value: AnyHashable

  @usableFromInline init(_ value: AnyHashable) {
    self.value = value
  }

  /// Whether two elements' ids are the same: none, or equal values.
  static func same(_ lhs: _ViewID?, _ rhs: _ViewID?) -> Bool {
    if lhs === rhs { return true }
    guard let lhs, let rhs else { return false }
    return lhs.value == rhs.value
  }
}

/// `.id(_:)`.
public struct IDModifier: _ElementModifier {
  @usableFromInline let id: _ViewID

  @usableFromInline init(id: _ViewID) {
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
    ModifiedContent(content: self, modifier: IDModifier(id: _ViewID(AnyHashable(id))))
  }
}
