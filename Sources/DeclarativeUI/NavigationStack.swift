/// A stack of screens driven by a path of route values, like SwiftUI's
/// `NavigationStack(path:)`: the root shows when the path is empty, else the destination of
/// its last route (`.navigationDestination(for:)`). Pushing is appending a route to the
/// path; popping is removing the last.
///
/// The host shows it with a TerminalUI `NavigationController` and one hosting controller per
/// screen, so each screen on the stack keeps its widgets (a field its cursor and scroll) and
/// its focus while others are shown over it. A screen's view is made once, when its route is
/// pushed (the root when the stack first appears); after that it follows the state it reads.
/// The root closure runs when the root screen evaluates, under that screen's observation
/// tracking, so what the root reads updates the root screen, not the stack.
public struct NavigationStack<Route: Hashable, Root: View>: View {
  public typealias Body = Never
  let path: Binding<[Route]>
  let root: @MainActor () -> Root

  public init(path: Binding<[Route]>, @ViewBuilder root: @escaping @MainActor () -> Root) {
    self.path = path
    self.root = root
  }

  public func _resolve(into outputs: inout _ViewOutputs) {
    let path = path.wrappedValue.map { AnyHashable($0) }
    let root = AnyView(DeferredView(make: root))
    outputs.elements.append(Element(.navigation(NavigationElement(path: path, root: root))))
  }
}

/// A view made when it is evaluated, not when it is declared.
struct DeferredView<Content: View>: View {
  typealias Body = Never
  let make: @MainActor () -> Content

  public func _resolve(into outputs: inout _ViewOutputs) {
    make()._resolve(into: &outputs)
  }
}

/// `.navigationDestination(for:destination:)`.
public struct NavigationDestinationModifier<Route: Hashable>: _ElementModifier {
  let destination: Destination

  public func _modify(_ outputs: inout _ViewOutputs, at index: Int) {
    outputs.destinations.append(destination)
  }
}

extension View {
  /// The view to show when a route of type `Route` is pushed onto the enclosing
  /// `NavigationStack`'s path. Declared on a screen of the stack (usually its root); the
  /// screens nearest the top are asked first.
  public consuming func navigationDestination<Route: Hashable, Destination: View>(
    for route: Route.Type,
    @ViewBuilder destination: @escaping @MainActor (Route) -> Destination
  ) -> ModifiedContent<Self, NavigationDestinationModifier<Route>> {
    let made = DeclarativeUI.Destination(type: ObjectIdentifier(Route.self)) { route in
      (route.base as? Route).map { AnyView(destination($0)) }
    }
    return ModifiedContent(
      content: self, modifier: NavigationDestinationModifier(destination: made))
  }
}

/// `.navigationDestination(item:destination:)`.
public struct NavigationItemDestinationModifier<Item: Hashable>: _ElementModifier {
  @usableFromInline let item: Binding<Item?>
  @usableFromInline let destination: @MainActor (Item) -> AnyView

  @inlinable
  init(item: Binding<Item?>, destination: @escaping @MainActor (Item) -> AnyView) {
    self.item = item
    self.destination = destination
  }

  public func _modify(_ outputs: inout _ViewOutputs, at index: Int) {
    // Read here, under the evaluation's tracking: setting the item evaluates the screen again,
    // and the stack follows.
    guard let item = item.wrappedValue else { return }
    let presentation = Presentation(item: AnyHashable(item)) { [destination] in destination(item) }
    outputs.destinations.append(
      Destination(type: ObjectIdentifier(Self.self), make: { _ in nil }, presentation: presentation)
    )
  }
}

extension View {
  /// The view to push onto the enclosing `NavigationStack` while `item` is set, like SwiftUI's
  /// `navigationDestination(item:destination:)`: a value pushes `destination(value)` over the
  /// screen that declares it, another value replaces that screen, nil pops it (and what is
  /// above it). The stack's path does not change: a screen shows its own destination without
  /// the path's owner knowing of it. The pushed view goes back by setting `item` to nil (what
  /// SwiftUI's back button does).
  @inlinable
  public consuming func navigationDestination<Item: Hashable, Destination: View>(
    item: Binding<Item?>, @ViewBuilder destination: @escaping @MainActor (Item) -> Destination
  ) -> ModifiedContent<Self, NavigationItemDestinationModifier<Item>> {
    ModifiedContent(
      content: self,
      modifier: NavigationItemDestinationModifier(item: item) { AnyView(destination($0)) })
  }
}
