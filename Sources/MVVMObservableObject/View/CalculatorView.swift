import CalculatorUI
import DeclarativeUI

/// The Calculator screen: reads its view model's state, binds the fields to it and sends the
/// keys to its intents. It stores nothing of its own.
struct CalculatorView: View {
  @ObservedObject var viewModel: CalculatorViewModel

  // MARK: ⟶ Calculator ViewModel → Calculator View: view update
  var body: some View {
    VStack {
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
  }

  // MARK: ⟶ Calculator View → Calculator ViewModel: user input
  /// The two fields, bound to the view model's texts and focus: an edit writes the text, a
  /// focus move writes the focus. A field whose text the program set (its revision changed) is
  /// built anew, showing that text with the cursor at the end.
  @ViewBuilder private var fields: some View {
    HStack {
      Text(CalculatorLayout.separatorsName).frame(width: CalculatorLayout.labelWidth)
      TextField(CalculatorLayout.separatorsName, text: $viewModel.separators)
        .focused($viewModel.focusedField, equals: .separators)
        .id(viewModel.separatorsRevision)
    }
    HStack {
      Text(CalculatorLayout.numbersName).frame(width: CalculatorLayout.labelWidth)
      TextField(CalculatorLayout.numbersName, text: $viewModel.numbers)
        .focused($viewModel.focusedField, equals: .numbers)
        .id(viewModel.numbersRevision)
    }
  }
}
