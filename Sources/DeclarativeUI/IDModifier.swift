/// `.id(_:)`.
public struct IDModifier: _ElementModifier {
  @usableFromInline let id: ComparedID

  @usableFromInline init(id: ComparedID) {
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
    ModifiedContent(content: self, modifier: IDModifier(id: ComparedID(id)))
  }
}
