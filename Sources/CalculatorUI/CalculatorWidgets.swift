import TerminalUI

/// What both Calculator views show and take, the full `CalculatorLayout` and the
/// `CompactCalculatorLayout`: a screen that keeps both writes to the one showing and, when the
/// size class changes, moves what the user made (texts, cursors, focus) to the other.
@MainActor
public protocol CalculatorWidgets: View {
  var separatorsField: TextField { get }
  var numbersField: TextField { get }
  /// The sum, as the Sum row shows it (`6`).
  var sumText: String { get set }
  /// The status line with a save's note (`3 numbers, 1 ignored · saved`).
  var statusText: String { get set }
  /// The saved count shown, nil for none.
  var savedCount: Int? { get }
  func setSavedCount(_ count: Int?)
}

extension CalculatorLayout: CalculatorWidgets {
  public var sumText: String {
    get { sumLabel.text }
    set { if sumLabel.text != newValue { sumLabel.text = newValue } }
  }
  public var statusText: String {
    get { statusLabel.text }
    set { if statusLabel.text != newValue { statusLabel.text = newValue } }
  }
}

extension CompactCalculatorLayout: CalculatorWidgets {}

extension CalculatorWidgets {
  /// Shows what `other` shows: both fields' texts and cursors, the sum, the status line and the
  /// saved count (what a size-class change carries to the other view).
  public func takeOver(from other: any CalculatorWidgets) {
    separatorsField.takeEditing(from: other.separatorsField)
    numbersField.takeEditing(from: other.numbersField)
    sumText = other.sumText
    statusText = other.statusText
    if savedCount != other.savedCount { setSavedCount(other.savedCount) }
  }

  /// This view's field in the place of `other`'s `field` (nil when it is neither of them).
  public func field(matching field: View?, in other: any CalculatorWidgets) -> TextField? {
    if field === other.separatorsField { return separatorsField }
    if field === other.numbersField { return numbersField }
    return nil
  }
}
