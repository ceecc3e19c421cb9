import TerminalUI

/// The widget the host built for an element, kept from one evaluation to the next while an
/// element of the same kind comes at the same place (identity by position and kind, as
/// SwiftUI's structural identity).
///
/// Keeping the widget is what keeps a text field's cursor and scroll, a list's scroll and the
/// focus; the host only sets the properties whose values changed.
@MainActor
final class Node {
  enum Tag: Equatable {
    case text
    case labeledContent
    case textField
    case stack(StackView.Axis)
    case spacer
    case list
    case representable(ObjectIdentifier)
    case navigation
  }

  let tag: Tag
  let widget: TerminalUI.View
  @exclusivity(unchecked) var children: [Node] = []
  /// The binding a text field's edits go to, or a list's selection changes: the one of the
  /// latest evaluation, so that an action installed once writes where the view says now.
  @exclusivity(unchecked) var textBinding: Binding<String>?
  @exclusivity(unchecked) var selectionBinding: Binding<Int>?
  /// Where a text field's cursor is written (`TextField(_:text:selection:)`), and whether the
  /// field has shown a value yet (a new field takes its cursor from there).
  @exclusivity(unchecked) var textSelection: Binding<TextSelection?>?
  @exclusivity(unchecked) var hasShownText = false
  /// Whether anything wrote what a text field's binding reads since the field last showed it
  /// (set by `textWatch`'s tracking; the field's own edits clear it).
  @exclusivity(unchecked) var textWasWritten = false
  /// The registration watching what the binding reads, while it has not fired: Observation
  /// drops a registration only when it fires, so a field arms one at a time, never one per
  /// evaluation (those would pile up in the view model's registrar for as long as it lives).
  weak var textWatch: TextWatch?
  /// The selection last written to or read from the binding: a list's own moves differ.
  @exclusivity(unchecked) var shownSelection = 0
  @exclusivity(unchecked) var navigation: NavigationNode?
  /// The tasks the element's `.task` modifiers started, in their order (see `TaskAction`).
  @exclusivity(unchecked) var tasks: [RunningTask] = []
  /// The `.id(_:)` of the element it was built for.
  @exclusivity(unchecked) var id = ComparedID.none
  /// A list's rows of a `ForEach` over identified data, as last shown (the texts are the
  /// list's): the next rows are diffed with them by id.
  @exclusivity(unchecked) var shownRows: (any _RowsSource)?

  init(tag: Tag, widget: TerminalUI.View) {
    self.tag = tag
    self.widget = widget
  }

  /// A node dropped without `disappear()` (its hosting controller went away) still ends its
  /// tasks: a task holds no node, so nothing else would.
  isolated deinit {
    for running in tasks { running.task.cancel() }
  }

  /// The node left the tree: its tasks are cancelled, and those of everything it showed (its
  /// children, the screens of its navigation stack).
  func disappear() {
    for running in tasks { running.task.cancel() }
    tasks = []
    for child in children { child.disappear() }
    navigation?.disappear()
  }

  static func tag(of kind: Element.Kind) -> Tag {
    switch kind {
    case .text: .text
    case .labeledContent: .labeledContent
    case .textField: .textField
    case .stack(let axis): .stack(axis)
    case .spacer: .spacer
    case .list: .list
    case .rows: preconditionFailure("a ForEach's rows outside a List")
    case .representable(let representation): .representable(representation.type)
    case .navigation: .navigation
    }
  }
}

/// A `NavigationStack`'s widgets: a navigation controller with one hosting controller per
/// screen, the root first, and the routes the screens above the root were made for; over them,
/// the screens that screens present with `navigationDestination(item:)`.
@MainActor
final class NavigationNode {
  /// A screen an item presents, with the host of the screen that presents it.
  struct Presented {
    let presenter: ObjectIdentifier
    let item: AnyHashable
    let screen: HostingController<AnyView>
  }

  let controller: NavigationController
  private(set) var screens: [HostingController<AnyView>]
  private(set) var routes: [AnyHashable] = []
  /// The screens items present, bottom to top, above the path's.
  private(set) var presented: [Presented] = []

  /// Calls `body` with every screen of the stack, bottom to top: the path's, then those items
  /// present. (A loop over both, not an array of them: the host walks them after every event,
  /// and the array was an allocation per keystroke.)
  func forEachScreen(_ body: (HostingController<AnyView>) -> Void) {
    for screen in screens { body(screen) }
    for item in presented { body(item.screen) }
  }

  /// Whether `host` shows one of the stack's screens.
  func shows(_ host: ViewHost) -> Bool {
    // Loops, not `contains(where:)`: its main-actor closure would check the executor per call.
    for screen in screens where screen.host === host { return true }
    for item in presented where item.screen.host === host { return true }
    return false
  }

  /// What screens told `present` while the path was being shown (a screen pushed for a route
  /// evaluates as it loads): handled once every route's screen is there.
  private var pendingPresentations: [(host: ViewHost, presentation: Presentation?)]?

  init(root: AnyView, parent: ViewHost) {
    let rootScreen = HostingController(rootView: root)
    rootScreen.host.parent = parent
    screens = [rootScreen]
    controller = NavigationController(rootViewController: rootScreen)
    rootScreen.host.stack = self
  }

  /// Shows the path: keeps the screens of the routes it still starts with, pops the others
  /// and pushes a screen for each new route.
  func show(_ path: [AnyHashable], parent: ViewHost) {
    var kept = 0
    while kept < min(routes.count, path.count), routes[kept] == path[kept] { kept += 1 }
    // A new path is a new stack of screens: what items presented over the old one goes first.
    if kept < routes.count || kept < path.count { dismissPresented(from: 0) }
    while routes.count > kept {
      controller.popViewController()
      screens.removeLast().host.disappear()
      routes.removeLast()
    }
    pendingPresentations = []
    for route in path[kept...] {
      let screen = HostingController(rootView: destination(for: route))
      screen.host.parent = parent
      screen.host.stack = self
      screens.append(screen)
      routes.append(route)
      controller.pushViewController(screen)
    }
    let pending = pendingPresentations ?? []
    pendingPresentations = nil
    for (host, presentation) in pending where shows(host) {
      present(presentation, by: host, parent: parent)
    }
  }

  /// What the screen `host` shows presents after its evaluation: a screen for a new item is
  /// pushed (over the top), one whose item changed is replaced, one whose item went is popped,
  /// with whatever is above it.
  func present(_ presentation: Presentation?, by host: ViewHost, parent: ViewHost) {
    if pendingPresentations != nil {
      pendingPresentations?.append((host, presentation))
      return
    }
    let presenter = ObjectIdentifier(host)
    let index = presented.firstIndex { $0.presenter == presenter }
    if let index {
      if presented[index].item == presentation?.item { return }
      dismissPresented(from: index)
    }
    guard let presentation else { return }
    let screen = HostingController(rootView: presentation.make())
    screen.host.parent = parent
    screen.host.stack = self
    presented.append(Presented(presenter: presenter, item: presentation.item, screen: screen))
    controller.pushViewController(screen)
  }

  private func dismissPresented(from index: Int) {
    while presented.count > index {
      controller.popViewController()
      presented.removeLast().screen.host.disappear()
    }
  }

  /// The stack left the tree: every screen's view disappears.
  func disappear() {
    forEachScreen { $0.host.disappear() }
  }

  /// The view the screens declare for `route`, the top screen asked first; nothing if none
  /// does (SwiftUI logs a warning and shows nothing too).
  private func destination(for route: AnyHashable) -> AnyView {
    for screen in screens.reversed() {
      for destination in screen.host.destinations {
        if let view = destination.make(route) { return view }
      }
    }
    return AnyView(EmptyView())
  }
}

/// What a text field's armed observation holds, so that a test can see how many are registered.
final class TextWatch: Sendable {}

extension Node {
  /// The armed watches of this node's text fields, this node's first (for tests).
  var textWatches: [TextWatch] {
    (textWatch.map { [$0] } ?? []) + children.flatMap(\.textWatches)
  }
}
