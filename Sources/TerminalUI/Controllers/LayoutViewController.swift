/// A view controller whose view is one given layout, kept with its own type.
///
/// UIKit code that builds its screen in a view class of its own overrides `loadView()` to
/// install it and keeps a typed reference next to `view`:
///
/// ```swift
/// private let calculatorView = CalculatorView()
/// override func loadView() { view = calculatorView }
/// ```
///
/// This class is that, once: a subclass passes its layout to `init(layout:)` and reads its
/// widgets through `layout` (`layout.numbersField`), never by casting `view`. The layout is
/// created with the controller, but it becomes `view` only when `view` is first read, as any
/// view is loaded; `viewDidLoad()` follows, where the subclass binds the layout's widgets.
///
/// ```swift
/// final class BreakdownViewController: LayoutViewController<BreakdownLayout> {
///   init() { super.init(layout: BreakdownLayout()) }
///   override func viewDidLoad() { super.viewDidLoad(); focusedView = layout.table }
/// }
/// ```
@MainActor
open class LayoutViewController<Layout: View>: ViewController {
  /// The root of the screen's view tree with its own type: once loaded, `view` is this object
  /// (or a second view that the subclass shows instead).
  public let layout: Layout

  /// Creates a controller that shows `layout` as its view.
  public init(layout: Layout) {
    self.layout = layout
    super.init()
  }

  /// Installs `layout` as the view. Final: `view` is `layout` unless the subclass puts a second
  /// view of the screen in its place (`view = compactLayout`, for another size class).
  public final override func loadView() {
    view = layout
  }
}
