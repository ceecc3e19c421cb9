import CalculatorUI
import DeclarativeUI

/// The Calculator screen: reads its view model's state, binds the fields to it and sends the
/// keys to its intents. Below 6 rows (the compact vertical size class) it lays the same state out
/// compactly, as `CompactCalculatorLayout` draws it. What it keeps of its own is where each
/// field's cursor is: the other branch's fields are new widgets, which start there.
struct CalculatorView: View {
  @ObservedObject var viewModel: CalculatorViewModel
  @Environment(\.verticalSizeClass) private var verticalSizeClass
  @State private var separatorsCursor = Cursor()
  @State private var numbersCursor = Cursor()

  /// A field's cursor, with the revision of the text it was in: a field built anew for a program
  /// write (a new revision) starts at the end, where the write puts it, not where it was.
  private struct Cursor {
    var revision = 0
    var selection: TextSelection?
  }

  // MARK: ⟶ Calculator ViewModel → Calculator View: view update
  var body: some View {
    VStack {
      // MARK: ⟶ Calculator View → Calculator View: size class
      if verticalSizeClass == .compact {
        compactRows
      } else {
        LabeledContent(CalculatorLayout.title, value: viewModel.savedCountText)
        fields
        HStack {
          Text(CalculatorLayout.sumName).frame(width: CalculatorLayout.labelWidth + 2)
          Text(viewModel.sumText)
        }
        HStack {
          Spacer().frame(width: CalculatorLayout.labelWidth + 2)
          Text(viewModel.statusText)
        }
        Text(CalculatorLayout.hint)
      }
    }
    .frame(minHeight: 3)
    // MARK: ⟶ Calculator View → Calculator ViewModel: user input
    .onKeyPress(.enter) {
      viewModel.breakdownRequested()
      return .handled
    }
    .onKeyPress(.control("p")) {
      viewModel.presetsRequested()
      return .handled
    }
    .onKeyPress(.control("s")) {
      viewModel.saveRequested()
      return .handled
    }
    .onKeyPress(.control("r")) {
      viewModel.historyRequested()
      return .handled
    }
    .onKeyPress(.escape) {
      viewModel.quitRequested()
      return .handled
    }
    // MARK: ⟶ Calculator View → Calculator ViewModel: undo
    .onKeyPress(.control("_")) {
      viewModel.undoRequested()
      return .handled
    }
    .onKeyPress(.control("y")) {
      viewModel.redoRequested()
      return .handled
    }
  }

  /// The compact view's three rows: both fields on one, the sum with the status, the hint with
  /// the saved count.
  @ViewBuilder private var compactRows: some View {
    HStack {
      Text(CompactCalculatorLayout.separatorsName).frame(width: CompactCalculatorLayout.nameWidth)
      separatorsField
      Text(CompactCalculatorLayout.numbersName).frame(width: CompactCalculatorLayout.nameWidth)
      numbersField
    }
    Text(CompactCalculatorLayout.sumLine(sum: viewModel.sumText, status: viewModel.statusText))
    LabeledContent(CompactCalculatorLayout.hint, value: viewModel.savedCountText)
  }

  @ViewBuilder private var fields: some View {
    HStack {
      Text(CalculatorLayout.separatorsName).frame(width: CalculatorLayout.labelWidth)
      separatorsField
    }
    HStack {
      Text(CalculatorLayout.numbersName).frame(width: CalculatorLayout.labelWidth)
      numbersField
    }
  }

  // MARK: ⟶ Calculator View → Calculator ViewModel: user input
  /// A field, in either view, bound to the view model's text and focus (an edit writes the
  /// text, a focus move writes the focus) and to the cursor this view keeps. A field whose text
  /// the program set (its revision changed) is built anew, showing that text with the cursor at
  /// the end.
  private var separatorsField: some View {
    TextField(
      CalculatorLayout.separatorsName, text: $viewModel.separators,
      selection: selection($separatorsCursor, in: viewModel.separatorsRevision)
    )
    .focused($viewModel.focusedField, equals: .separators)
    .id(viewModel.separatorsRevision)
  }

  // MARK: ⟶ Calculator View → Calculator ViewModel: user input
  private var numbersField: some View {
    TextField(
      CalculatorLayout.numbersName, text: $viewModel.numbers,
      selection: selection($numbersCursor, in: viewModel.numbersRevision)
    )
    .focused($viewModel.focusedField, equals: .numbers)
    .id(viewModel.numbersRevision)
  }

  /// The cursor `cursor` keeps, while the text is of `revision`.
  private func selection(_ cursor: Binding<Cursor>, in revision: Int) -> Binding<TextSelection?> {
    Binding(
      get: { cursor.wrappedValue.revision == revision ? cursor.wrappedValue.selection : nil },
      set: { cursor.wrappedValue = Cursor(revision: revision, selection: $0) })
  }
}
