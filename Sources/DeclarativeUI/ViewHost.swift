import Observation
import TerminalUI

/// The engine of a `HostingController`: evaluates the view under observation tracking and
/// reconciles the result with the widgets built last time.
///
/// **When it evaluates.** Observation calls `onChange` once, in the changed property's
/// `willSet`, before the new value is stored, so the host only marks itself dirty there and
/// asks the window for a frame (`setNeedsLayout()`). It evaluates again after the event that
/// changed the state has been handled: every closure it installs (a field's edit action, a key
/// command, a focus move) ends by calling `flush()`, which updates every dirty host of the
/// window, parents before the screens they show. For changes made outside an event (a task's
/// work after an `await`), its view also updates before layout, i.e. before every frame, such
/// as the one the change asked for. So a keystroke costs at most one evaluation per host whose
/// state it changed, plus one walk of the widgets to compare them.
///
/// **Identity.** Elements are matched with the previous evaluation's widgets by position and
/// kind; a match keeps its widget and gets only the properties that differ. A text field's
/// text is set only when it differs from the binding's value or the program wrote the value
/// (see `TextField`): setting it moves the cursor to the end.
///
/// **Tasks.** A node runs the `.task`s of its element from the evaluation that first declares
/// them until the node leaves the tree (another kind comes at its place, its stack has fewer
/// elements, its screen is popped, its host goes away), when they are cancelled. So a view that
/// moves to another position (an `if` before it among its siblings comes or goes) is another
/// view to the host: its task may start again, as its field would lose its cursor.
///
/// **Exclusivity.** The stored properties an evaluation reads and writes here, in `Node` and in
/// `ChildScopes` (about a hundred accesses an evaluation) are marked `@exclusivity(unchecked)`:
/// all on the main actor, none passed `inout` to a call that reaches it again, so the runtime's
/// check, ~75 instructions an access, is left out, as for TerminalUI's window driver.
@MainActor
final class ViewHost {
  weak var controller: ViewController?
  /// The hosting controller of the stack whose screen this host shows, if any.
  weak var parent: ViewHost?
  /// That stack, which shows what this screen presents (`navigationDestination(item:)`).
  weak var stack: NavigationNode?
  @exclusivity(unchecked) var evaluate: (@MainActor (inout _ViewOutputs) -> Void)?
  let hostView = HostView()

  private(set) var evaluationCount = 0
  /// The `ObservableObject`s the view reads through `@ObservedObject`/`@StateObject`, each
  /// followed by one subscription (see `ObservedObjects`).
  let observedObjects = ObservedObjects()
  @exclusivity(unchecked) private(set) var navigations: [NavigationNode] = []
  /// The destinations the view declares, for the stacks that show it.
  @exclusivity(unchecked) private(set) var destinations: [Destination] = []

  /// The views inside the root view's body, kept between evaluations (see `ChildScopes`).
  private lazy var childScopes = ChildScopes(host: self)
  @exclusivity(unchecked) private var root: Node?
  /// The room of the last evaluation's elements, for the next (see `Element`).
  @exclusivity(unchecked) private var elementBuffer: [Element] = []
  @exclusivity(unchecked) private var needsUpdate = true
  @exclusivity(unchecked) private var isUpdating = false
  /// Every `onKeyPress` of the latest evaluation, inner before outer (as the modifiers were
  /// applied): a flat list, not a table by key, since a screen has a handful and the table
  /// cost allocations per evaluation.
  @exclusivity(unchecked) private var keyHandlers: [KeyHandler] = []
  @exclusivity(unchecked) private var registeredKeys: Set<Key> = []
  /// The keys of the handlers whose keys were registered last, in their order.
  @exclusivity(unchecked) private var registeredHandlerKeys: [KeyPressModifier.Keys] = []
  /// The widgets of the latest evaluation's elements that have a focus target, each with its
  /// element's place in `elementBuffer`, where the target is read (the elements are kept until
  /// the next evaluation for that): a target is never copied.
  @exclusivity(unchecked) private var focusTargets: [(widget: TerminalUI.View, element: Int)] = []
  @exclusivity(unchecked) private var lists: [Node] = []
  /// The `@State` boxes of the views made while this screen is evaluated, by declaration (see
  /// `State`).
  @exclusivity(unchecked) var stateBoxes: [StateDeclaration: any StateBox] = [:]

  init() {
    hostView.host = self
  }

  /// The armed watches of the text fields this host shows (for tests).
  var textWatches: [TextWatch] { root?.textWatches ?? [] }

  /// Something the view shows changed (what `body` read, in Observation's `onChange`, before
  /// the new value is stored; or the root view): the host is marked and the window asked for a
  /// frame, which evaluates it before drawing (the outermost host's layout, `flush()`). A
  /// change made by an event is drawn by the event's frame anyway; one made elsewhere (after a
  /// task's `await`) needs the request. A covered screen asks too, since what it presents may
  /// change; a popped one asks nothing.
  func setNeedsUpdate() {
    needsUpdate = true
    // The outermost host's layout updates every dirty host (`flush()`), a covered screen's too.
    var top = self
    while let parent = top.parent, top.stack?.shows(top) ?? false { top = parent }
    if top.parent == nil { top.hostView.setNeedsLayout() }
  }

  /// The view left the screen: the tasks of its views are cancelled.
  func disappear() {
    root?.disappear()
  }

  /// Updates every dirty host of the window, from the outermost down.
  func flush() {
    var top = self
    while let parent = top.parent { top = parent }
    top.updateTree()
  }

  private func updateTree() {
    updateIfNeeded()
    for navigation in navigations {
      navigation.forEachScreen { $0.host.updateTree() }
    }
  }

  /// A screen of a stack tells it what it presents now (`navigationDestination(item:)`).
  private func presentIfNeeded() {
    guard let parent, let stack else { return }
    var presentation: Presentation?
    for destination in destinations where destination.presentation != nil {
      presentation = destination.presentation
      break
    }
    stack.present(presentation, by: self, parent: parent)
  }

  func updateIfNeeded() {
    guard needsUpdate, !isUpdating, let evaluate else { return }
    // A list moved by keys since the last frame (a search field moves it without a frame
    // between): its selection reaches the binding before the body reads it back.
    syncWidgets()
    needsUpdate = false
    isUpdating = true
    defer { isUpdating = false }
    evaluationCount += 1
    // The last evaluation's arrays, emptied, keep their room: an evaluation like the last one
    // appends its key handlers and the rest without allocating.
    var outputs = _ViewOutputs()
    outputs.elements = reuse(&elementBuffer)
    outputs.keyHandlers = reuse(&keyHandlers)
    outputs.destinations = reuse(&destinations)
    outputs.scopes = childScopes
    outputs.rootPending = true
    childScopes.begin()
    defer { childScopes.end() }
    observedObjects.tracking(for: self) {
      withObservationTracking {
        evaluate(&outputs)
      } onChange: { [weak self] in
        MainActor.assumeIsolated { self?.setNeedsUpdate() }
      }
    }
    var collected = Collected(
      focusTargets: reuse(&focusTargets), lists: reuse(&lists), navigations: reuse(&navigations))
    let root = self.root ?? Node(tag: .stack(.vertical), widget: StackView(axis: .vertical))
    if self.root == nil {
      hostView.addSubview(root.widget)
      self.root = root
    }
    updateChildren(of: root, with: outputs.elements, in: 0..<outputs.count, into: &collected)
    updateMinimumSize(from: outputs.elements, count: outputs.count)
    // The elements are kept, for their focus targets, until the next evaluation empties them
    // (keeping their room).
    elementBuffer = outputs.elements
    keyHandlers = outputs.keyHandlers
    destinations = outputs.destinations
    focusTargets = collected.focusTargets
    lists = collected.lists
    navigations = collected.navigations
    presentIfNeeded()
    if let field = collected.searchField, field.navigationList !== lists.first?.widget {
      field.navigationList = lists.first?.widget as? ListView
    }
    registerKeyCommands()
    applyFocus()
  }

  /// The smallest window the screen is drawn in: what `.frame(minWidth:minHeight:)` on an
  /// outermost view says, else every screen's (`Window.minimumSize`).
  private func updateMinimumSize(from elements: [Element], count: Int) {
    var minimum = Window.minimumSize
    var index = 0
    while index < count {
      let element = elements[index]
      if let width = element.minWidth { minimum.width = width }
      if let height = element.minHeight { minimum.height = height }
      index += 1 + element.descendants
    }
    if hostView.minimumSize != minimum { hostView.minimumSize = minimum }
  }

  /// The window's traits changed: every view of the screen is evaluated again, those inside
  /// its body too (they may read the environment).
  func traitsDidChange() {
    childScopes.invalidate()
    setNeedsUpdate()
  }

  /// `array`'s buffer, emptied, with `array` left empty: the buffer is then the caller's alone,
  /// so appending up to its old count allocates nothing.
  private func reuse<Element>(_ array: inout [Element]) -> [Element] {
    var buffer: [Element] = []
    swap(&buffer, &array)
    buffer.removeAll(keepingCapacity: true)
    return buffer
  }

  // MARK: Events

  /// A key command's action: the lists' selections reach their bindings first, so that the
  /// handler reads what the user sees; then inner handlers before outer until one handles it.
  private func handle(_ key: Key) {
    syncWidgets()
    for handler in keyHandlers where handler.handles(key) {
      if handler(KeyPress(key: key)) == .handled { break }
    }
    flush()
  }

  /// A key before the focused widget sees it: the handlers of every key, inner before outer,
  /// until one uses it up; true if one did.
  func pressesBegan(_ key: Key) -> Bool {
    guard keyHandlers.contains(where: \.isForEveryKey) else { return false }
    syncWidgets()
    var used = false
    for handler in keyHandlers where handler.isForEveryKey {
      if handler(KeyPress(key: key)) == .handled {
        used = true
        break
      }
    }
    flush()
    return used
  }

  /// `ViewController.addKeyCommand` only appends: one command per key, registered the first
  /// time a key has a handler, looks up the handlers of the latest evaluation. An evaluation
  /// whose handlers are for the keys of the last one's, in order (a screen's seldom change),
  /// registers nothing and hashes no key.
  private func registerKeyCommands() {
    if hasRegisteredKeys() { return }
    registeredHandlerKeys.removeAll(keepingCapacity: true)
    for handler in keyHandlers {
      registeredHandlerKeys.append(handler.keys)
      handler.forEachKey { key in
        guard registeredKeys.insert(key).inserted else { return }
        controller?.addKeyCommand(KeyCommand(key) { [weak self] in self?.handle(key) })
      }
    }
  }

  /// Whether the latest evaluation's handlers are for the keys registered last, in order.
  private func hasRegisteredKeys() -> Bool {
    guard keyHandlers.count == registeredHandlerKeys.count else { return false }
    var index = 0
    while index < keyHandlers.count {
      guard keyHandlers[index].keys == registeredHandlerKeys[index] else { return false }
      index += 1
    }
    return true
  }

  /// The window moved focus: the target of the newly focused widget is written, or, when it
  /// has none, the targets that held focus are cleared.
  func focusDidMove() {
    let focused = controller?.focusedView
    if let target = focusTarget(of: focused) {
      target.focus()
    } else {
      for entry in focusTargets {
        guard let target = elementBuffer[entry.element].focus, target.isFocused else { continue }
        target.resign()
      }
    }
    flush()
  }

  /// Before layout: what widgets changed on their own reaches the bindings, then dirty hosts
  /// update, so the frame shows the state as it is.
  func layoutWillBegin() {
    syncWidgets()
    flush()
  }

  /// A list moves its selection itself (Up/Down); the move is written to its binding.
  private func syncWidgets() {
    for node in lists {
      guard let list = node.widget as? ListView, list.selectedIndex != node.shownSelection
      else { continue }
      node.shownSelection = list.selectedIndex
      node.selectionBinding?.wrappedValue = list.selectedIndex
    }
  }

  /// The focus target of `widget`, if it has one.
  private func focusTarget(of widget: TerminalUI.View?) -> FocusTarget? {
    for entry in focusTargets where entry.widget === widget {
      return elementBuffer[entry.element].focus
    }
    return nil
  }

  /// Focuses the widget whose focus binding holds its value; with none, keeps the focus, or
  /// when nothing of this screen is focused, focuses its first focusable widget (as a
  /// controller chooses its initial `focusedView`). A host showing a navigation stack leaves
  /// focus to the stack's screens.
  private func applyFocus() {
    guard let controller, navigations.isEmpty else { return }
    for entry in focusTargets where elementBuffer[entry.element].focus?.isFocused == true {
      if controller.focusedView !== entry.widget { controller.focusedView = entry.widget }
      return
    }
    if let current = controller.focusedView, isFocusableHere(current) { return }
    controller.focusedView = hostView.focusableViews.first
  }

  /// Whether `view` is among the host view's `focusableViews`, found from the view up rather
  /// than by collecting them all on every evaluation: it can be focused, and neither it nor an
  /// ancestor up to the host view is hidden.
  private func isFocusableHere(_ view: TerminalUI.View) -> Bool {
    guard view.canBecomeFocused else { return false }
    var ancestor: TerminalUI.View? = view
    while let current = ancestor {
      if current.isHidden { return false }
      if current === hostView { return true }
      ancestor = current.superview
    }
    return false
  }

  // MARK: Reconciling

  /// What an evaluation's elements ask of the host besides widgets, gathered in tree order.
  private struct Collected {
    var focusTargets: [(widget: TerminalUI.View, element: Int)]
    var lists: [Node]
    var navigations: [NavigationNode]
    /// The field `.searchesList()` marks, if any (one per screen; no array to allocate).
    var searchField: TerminalUI.TextField?
  }

  /// The node for `element`: `node` brought up to date if it is of the same kind, else new.
  private func reconcile(
    _ node: Node?, with elements: [Element], at index: Int, into collected: inout Collected
  ) -> Node {
    // The element's fields are read where they are, not copied out whole (a copy retains all
    // its references), once here and once in `update`.
    let tag = Node.tag(of: elements[index].kind)
    // Plain conditions, not `Optional.flatMap` with a closure: a main-actor closure handed to a
    // nonisolated function checks its executor when called (~220 instructions), for every
    // element of every evaluation. Likewise below and in `updateChildren`.
    var kept: Node?
    if let node, node.tag == tag, node.id == elements[index].id { kept = node }
    let shown: Node
    if let kept {
      shown = kept
    } else {
      // Another kind (or id) at this place: the old view disappears.
      node?.disappear()
      shown = makeNode(for: elements[index], tag: tag)
      shown.id = elements[index].id
    }
    update(shown, with: elements, at: index, into: &collected)
    if !(shown.tasks.isEmpty && elements[index].tasks.isEmpty) {
      updateTasks(of: shown, to: elements[index].tasks)
    }
    if elements[index].focus != nil { collected.focusTargets.append((shown.widget, index)) }
    if elements[index].searchesList {
      collected.searchField = shown.widget as? TerminalUI.TextField
    }
    return shown
  }

  private func makeNode(for element: Element, tag: Node.Tag) -> Node {
    switch element.kind {
    case .text:
      return Node(tag: tag, widget: Label())
    case .labeledContent(let label, _):
      return Node(tag: tag, widget: TitleRow(label))
    case .textField:
      let field = TerminalUI.TextField()
      let node = Node(tag: tag, widget: field)
      field.addAction(for: .editingChanged) { [weak self, weak node] field in
        node?.textBinding?.wrappedValue = field.text
        // The field's own edit: not a value to put back into it.
        node?.textWasWritten = false
        self?.flush()
      }
      if element.textSelection != nil {
        field.addAction(for: .selectionChanged) { [weak node] field in
          node?.textSelection?.wrappedValue = TextSelection(insertionPoint: field.cursor)
        }
      }
      return node
    case .stack(let axis):
      return Node(tag: tag, widget: StackView(axis: axis))
    case .spacer:
      return Node(tag: tag, widget: TerminalUI.View())
    case .list:
      let list = ListView(style: .selection)
      // Moved by a key, the selection reaches the binding before the next frame (`syncWidgets`).
      list.addAction(for: .selectionChanged) { [weak self] _ in self?.hostView.setNeedsLayout() }
      return Node(tag: tag, widget: list)
    case .rows:
      preconditionFailure("a ForEach's rows outside a List")
    case .representable(let representation):
      return Node(tag: tag, widget: representation.make())
    case .navigation(let navigation):
      let stack = NavigationNode(root: navigation.root, parent: self)
      let node = Node(tag: tag, widget: stack.controller.view)
      node.navigation = stack
      return node
    }
  }

  private func update(
    _ node: Node, with elements: [Element], at index: Int, into collected: inout Collected
  ) {
    var defaultHeight: Int?
    switch elements[index].kind {
    case .text(let text):
      let label = node.widget as! Label
      if label.text != text { label.text = text }
      defaultHeight = 1
    case .labeledContent(let label, let value):
      let row = node.widget as! TitleRow
      if row.title != label { row.title = label }
      if row.trailingText != value { row.trailingText = value }
      defaultHeight = 1
    case .textField(let text, let binding):
      let field = node.widget as! TerminalUI.TextField
      let writes = field.text != text || node.textWasWritten
      if writes { field.text = text }
      if let selection = elements[index].textSelection {
        if !node.hasShownText, let kept = selection.wrappedValue {
          field.moveCursor(to: kept.insertionPoint)
        } else if writes, selection.wrappedValue?.insertionPoint != field.cursor {
          selection.wrappedValue = TextSelection(insertionPoint: field.cursor)
        }
      }
      node.hasShownText = true
      node.textSelection = elements[index].textSelection
      node.textWasWritten = false
      node.textBinding = binding
      if node.textWatch == nil { watchText(of: node, through: binding) }
      defaultHeight = 1
    case .stack(let axis):
      let children = index + 1..<index + 1 + elements[index].descendants
      updateChildren(of: node, with: elements, in: children, into: &collected)
      if axis == .horizontal {
        // The tallest child, in a loop: no array of their heights, no key path projected.
        for child in node.children {
          guard let height = child.widget.preferredHeight else { continue }
          defaultHeight = max(defaultHeight ?? height, height)
        }
      }
    case .spacer:
      break
    case .list(let rows, let selection, let binding):
      let list = node.widget as! ListView
      update(list, of: node, to: rows)
      if list.selectedIndex != selection { list.selectedIndex = selection }
      list.indent = elements[index].rowIndent ?? 0
      node.shownSelection = selection
      node.selectionBinding = binding
      collected.lists.append(node)
      defaultHeight = list.rows.count
    case .rows:
      preconditionFailure("a ForEach's rows outside a List")
    case .representable(let representation):
      representation.update(node.widget)
      defaultHeight = node.widget.preferredHeight
    case .navigation(let navigation):
      node.navigation?.show(navigation.path, parent: self)
      collected.navigations.append(node.navigation!)
    }
    node.widget.preferredWidth =
      elements[index].width ?? (isRepresentable(node) ? node.widget.preferredWidth : nil)
    node.widget.preferredHeight =
      elements[index].height ?? (elements[index].fillsHeight ? nil : defaultHeight)
  }

  /// Sets the list's rows where they changed. A `ForEach`'s rows over the same data as last
  /// time are not looked at; over other data, they are diffed by id: a row of the same id and
  /// an equal element keeps its text unresolved, the others are resolved (SwiftUI's `List`).
  private func update(_ list: ListView, of node: Node, to rows: ListRows) {
    switch rows {
    case .texts(let texts):
      node.shownRows = nil
      if list.rows != texts { list.rows = texts }
    case .identified(let source):
      if let shown = node.shownRows, source.hasSameData(as: shown) { return }
      let texts = source.texts(after: node.shownRows, shown: list.rows)
      node.shownRows = source
      if list.rows != texts { list.rows = texts }
    }
  }

  /// Marks the field's node when anything writes what its binding reads, until that happens
  /// once; the next update arms it again. (A program write of an equal value replaces the
  /// field's text; the field's own edit clears the mark.)
  private func watchText(of node: Node, through binding: Binding<String>) {
    let watch = TextWatch()
    node.textWatch = watch
    _ = withObservationTracking {
      binding.wrappedValue
    } onChange: { [weak node] in
      withExtendedLifetime(watch) {
        MainActor.assumeIsolated {
          node?.textWasWritten = true
          node?.textWatch = nil
        }
      }
    }
  }

  /// Starts the tasks the element declares that are not running yet (`TaskAction.isSame`), and
  /// cancels those it no longer declares or declares anew (another id), by position.
  private func updateTasks(of node: Node, to declared: [TaskAction]) {
    for (index, task) in declared.enumerated() {
      if index < node.tasks.count {
        guard !node.tasks[index].declared.isSame(as: task) else { continue }
        node.tasks[index].task.cancel()
        node.tasks[index] = start(task)
      } else {
        node.tasks.append(start(task))
      }
    }
    while node.tasks.count > declared.count {
      node.tasks.removeLast().task.cancel()
    }
  }

  /// The task runs on the main actor once the evaluation that declared it is over.
  private func start(_ declared: TaskAction) -> RunningTask {
    let action = declared.action
    return RunningTask(
      declared: declared, task: Task(priority: declared.priority) { await action() })
  }

  private func isRepresentable(_ node: Node) -> Bool {
    if case .representable = node.tag { return true }
    return false
  }

  /// Children by position: a child of the same kind keeps its widget; the stack's subviews are
  /// replaced only when some widget changed. The children are updated in place, so an
  /// evaluation that keeps them all allocates no new array.
  private func updateChildren(
    of node: Node, with elements: [Element], in range: Range<Int>, into collected: inout Collected
  ) {
    var position = 0
    var index = range.lowerBound
    while index < range.upperBound {
      let old = position < node.children.count ? node.children[position] : nil
      let child = reconcile(old, with: elements, at: index, into: &collected)
      if old == nil {
        node.children.append(child)
      } else if child !== old {
        node.children[position] = child
      }
      position += 1
      index += 1 + elements[index].descendants
    }
    while node.children.count > position {
      node.children.removeLast().disappear()
    }
    let widgets = node.widget.subviews
    var unchanged = widgets.count == node.children.count
    var child = 0
    while unchanged, child < widgets.count {
      unchanged = widgets[child] === node.children[child].widget
      child += 1
    }
    guard !unchanged else { return }
    for widget in widgets { widget.removeFromSuperview() }
    for child in node.children { node.widget.addSubview(child.widget) }
  }
}

/// The hosting controller's view: it brings the host up to date before laying out, and shows
/// the root widget filling its bounds.
@MainActor
final class HostView: TerminalUI.View {
  weak var host: ViewHost?

  override func layoutSubviews() {
    host?.layoutWillBegin()
    for subview in subviews { subview.frame = bounds }
  }
}
