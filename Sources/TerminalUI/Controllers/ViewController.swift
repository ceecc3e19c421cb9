/// Manages one screen: its view tree, its focus and its key commands, like `UIViewController`.
///
/// Subclass it: build the view in `loadView()` (or add to the default one in `viewDidLoad()`),
/// register key commands, and choose the initially focused view. A screen whose view is one
/// view class of its own subclasses `LayoutViewController` instead, which installs it.
@MainActor
open class ViewController {
  private var loadedView: View?
  /// Shown by the screen's layout (a navigation bar, say): a change asks for a frame.
  public var title: String? {
    didSet { if let loadedView { loadedView.setNeedsDisplay() } }
  }
  /// The navigation controller whose stack holds this controller, if any.
  public internal(set) weak var navigationController: NavigationController?
  /// Whether the controller is being popped off its navigation controller's stack: true during
  /// `viewDidDisappear()` after a pop, false when it disappears because another controller was
  /// pushed over it (UIKit's `isMovingFromParent`). Work the screen started for itself stops
  /// when it goes, and goes on while it is covered.
  public private(set) var isMovingFromParent = false
  public private(set) var keyCommands: [KeyCommand] = []

  public init() {}

  /// The root of the screen's view tree, created on first access by `loadView()`, which is
  /// followed by `viewDidLoad()`.
  public var view: View {
    get {
      if let loadedView { return loadedView }
      loadView()
      let view = loadedView ?? View()
      loadedView = view
      viewDidLoad()
      // `viewDidLoad()` may have put another view in its place (one for the size class).
      return loadedView ?? view
    }
    set {
      // A view replaced while it is shown (a second view for another size class) takes the old
      // one's place: in its container, or as the window's root.
      let old = loadedView
      loadedView = newValue
      guard let old, old !== newValue else { return }
      if let container = old.superview {
        old.removeFromSuperview()
        container.addSubview(newValue)
      }
      if let window = old.hostingWindow {
        old.hostingWindow = nil
        newValue.hostingWindow = window
      }
      newValue.setNeedsDisplay()
    }
  }

  public var isViewLoaded: Bool { loadedView != nil }

  /// Creates the view. The default creates an empty `View`; overrides assign `view`.
  open func loadView() {
    view = View()
  }

  /// Called once, after the view is loaded.
  open func viewDidLoad() {}

  /// Called when the controller stops being shown by its navigation controller: popped off,
  /// or covered by a pushed controller (UIKit's `viewDidDisappear`). Work the screen started
  /// for itself, such as a load, stops here when `isMovingFromParent` says it is going.
  open func viewDidDisappear() {}

  /// Tells the controller it stopped being shown: `viewDidDisappear()`, with
  /// `isMovingFromParent` true meanwhile when `removed` (popped off its stack) and false when it
  /// is only covered. For containers: `NavigationController` calls it, and so can a stack of
  /// one's own (a test's), as a UIKit container removes a child within its appearance
  /// transition.
  public final func disappear(removed: Bool) {
    isMovingFromParent = removed
    viewDidDisappear()
    isMovingFromParent = false
  }

  // MARK: Traits

  /// The window's traits as this controller last heard them (regular until it is shown).
  public private(set) var traitCollection = TraitCollection(verticalSizeClass: .regular)

  /// Called when `traitCollection` changed (the window crossed 6 rows), before the next frame
  /// is drawn, as UIKit calls it on a size-class change: a screen with a layout for each size
  /// class swaps them here. Called for a controller whose view is not loaded yet too; it reads
  /// `traitCollection` when it loads.
  open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection) {}

  /// The controllers this one contains (UIKit's `children`), which get its traits: a
  /// navigation controller's stack, a hosting controller's navigation stacks.
  open var children: [ViewController] { [] }

  /// Gives this controller and its children `traits`, telling each whose traits changed.
  public final func setTraitCollection(_ traits: TraitCollection) {
    let previous = traitCollection
    if traits != previous {
      traitCollection = traits
      traitCollectionDidChange(previous)
    }
    for child in children { child.setTraitCollection(traits) }
  }

  public func addKeyCommand(_ command: KeyCommand) {
    keyCommands.append(command)
  }

  /// Called with every key this screen gets, before its focused view and its key commands (as
  /// UIKit's `pressesBegan` reaches a controller first in line): a screen that reacts to any
  /// key, such as a notice shown until the next one, is told here. Return true to use the key
  /// up (nothing else then sees it); the default uses none.
  open func pressesBegan(_ key: Key) -> Bool {
    false
  }

  // MARK: Focus

  /// The view that gets keys first; kept while other screens are pushed on top.
  public weak var focusedView: View? {
    didSet {
      // Each draws itself again (`isFocused`): a field's focus marker comes or goes.
      oldValue?.isFocused = false
      focusedView?.isFocused = true
    }
  }

  /// Moves focus to the next (or previous) focusable view of this screen, wrapping around.
  ///
  /// Open so that a controller can follow the window's focus moves, as UIKit's
  /// `didUpdateFocus(in:with:)` does (the declarative host writes them to a focus binding).
  open func moveFocus(forward: Bool) {
    let candidates = view.focusableViews
    guard !candidates.isEmpty else { return }
    guard let current = focusedView, let index = candidates.firstIndex(where: { $0 === current })
    else {
      focusedView = candidates.first
      return
    }
    let next = (index + (forward ? 1 : candidates.count - 1)) % candidates.count
    focusedView = candidates[next]
  }

  /// The controller whose screen is showing and gets the keys: this one, or for a container,
  /// the active controller of its visible child.
  open var activeViewController: ViewController { self }
}
