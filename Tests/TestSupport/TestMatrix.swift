/// The scenarios every variant's own test target tests, each under this name as its Swift
/// Testing function (`@Test func calculatorShowsTheModelAndFocusesNumbers()`), written through
/// the seams its pattern offers. With the same list everywhere, test counts and coverage
/// compare the patterns, not the effort put into each. ConformanceTests' TestMatrixTests fails
/// when a target lacks one.
///
/// Tests a pattern needs beyond these ("extra") stay in its target, apart from the matrix, and
/// do not test a scenario of the matrix again under another name.
public enum TestMatrix {
  /// Each scenario's name and what it checks.
  public static let described: [(name: String, description: String)] = [
    // Calculator screen
    (
      "calculatorShowsTheModelAndFocusesNumbers",
      "on load the Calculator screen shows the model's texts, sum and status, focus on Numbers"
    ),
    (
      "editingNumbersUpdatesTheModelAndTheResult",
      "an edit of Numbers updates the model, the sum and the status, and does not echo the field"
    ),
    (
      "editingSeparatorsUpdatesTheModelAndTheResult",
      "an edit of Separators updates the model, the sum and the status, and does not echo it"
    ),
    (
      "enterShowsABreakdownOfTheCurrentModel",
      "Enter (breakdown requested) shows the Breakdown screen for the model as it is now"
    ),
    (
      "presetsOpenWithTheCurrentSeparatorsPreselected",
      "Ctrl-P (presets requested) opens Presets with the current separators' row selected"
    ),
    (
      "choosingAPresetSetsSeparatorsResultAndFocusThenReturns",
      "a chosen preset sets the model, the Separators field and the result, focuses Numbers, pops"
    ),
    (
      "cancellingPresetsChangesNothingAndReturns",
      "a cancelled Presets screen leaves the model and the fields as they were, and pops"
    ),
    ("escOnTheCalculatorQuits", "Esc (quit requested) on the Calculator screen closes the app"),
    // Presets screen
    ("presetsListsTheSixPresetsInOrder", "the Presets screen lists the six presets, in order"),
    (
      "presetsPreselectsTheMatchingRowElseTheFirst",
      "the row whose separators equal the current ones is selected, else the first"
    ),
    ("choosingARowReportsItsSeparators", "Enter on a row reports that row's separators back"),
    ("cancellingReportsCancel", "Esc on the Presets screen reports a cancel, and nothing else"),
    // Breakdown screen
    (
      "breakdownShowsOneRowPerFragmentAndTheFooter",
      "the Breakdown screen shows one row per fragment (text, value, running total) and the footer"
    ),
    (
      "breakdownBackKeysReturn",
      "Esc, Backspace and Left (or the back request the view makes of them) leave Breakdown"
    ),
    // History (SPEC: History), with the controllable store double: no sleeps
    (
      "saveShowsSavedOnceTheStoreCommitted",
      "Ctrl-S (save requested) saves the calculation through the store; once it committed, the"
        + " status line says saved, until the next edit"
    ),
    (
      "aFailedSaveShowsItsReason",
      "a save the store fails shows not saved and the reason on the status line"
    ),
    (
      "historyShowsLoadingThenTheNewestRows",
      "Ctrl-R (history requested) shows History: Loading… until the store answers, then the"
        + " newest entries first, with 1,000 of N when there are more"
    ),
    ("anEmptyHistoryShowsTheEmptyText", "a store with no entry shows the empty text"),
    ("aFailedLoadShowsHistoryUnavailable", "a load the store fails shows History unavailable"),
    (
      "restoringAnEntryPutsItBackIntoTheCalculator",
      "Enter on a row pops back and puts its separators and numbers into the calculator (data"
        + " back): fields, sum and status update, focus on Numbers"
    ),
    (
      "deletingAnEntryRemovesItsRowOnceCommitted",
      "Delete on a row asks the store to delete that entry; the row goes once the delete committed"
    ),
    (
      "aFailedDeleteKeepsTheRowAndShowsTheReason",
      "a delete the store fails keeps the row and shows Not deleted and the reason"
    ),
    (
      "leavingWhileLoadingCancelsTheLoadAndFreesTheScreen",
      "Esc while History loads pops; the load is cancelled, and every object of the screen is"
        + " freed although the store never answers"
    ),
    // Saved count (SPEC: Saved count), with the controllable store double
    (
      "launchShowsTheSavedCountOnceTheStoreCounted",
      "at launch the store is asked count() once; the Calculator's title row shows nothing until"
        + " it answers, then N saved"
    ),
    (
      "anUnavailableStoreShowsNoSavedCount",
      "a count the store fails shows nothing in the title row, on Calculator and History"
    ),
    (
      "aCommittedSaveReadsTheCountAgain",
      "once a save committed the count is read again and shown (one more, or the same for a"
        + " duplicate of the newest entry); a failed save reads nothing"
    ),
    (
      "aCommittedDeleteLowersTheCountOnBothScreens",
      "History shows the launch's count without asking again; once a delete committed the count"
        + " is read again, and History and (on return) Calculator show it"
    ),
    (
      "returningToTheCalculatorReadsNoCount",
      "opening History and going back, and opening any other screen, never calls count() again"
    ),
    // Opening at a screen (SPEC: Opening at a screen): the route given at assembly
    (
      "openingAtARouteShowsThatScreenOverTheCalculator",
      "each route (breakdown, presets, history) assembles the app with Calculator at the root and"
        + " that screen pushed, as the keys would have; going back shows the Calculator"
    ),
    (
      "anOpenedScreenReportsBackToTheCalculator",
      "a preset chosen on an opened Presets and an entry restored from an opened History arrive"
        + " in the Calculator as usual (data back)"
    ),
    (
      "historyOpenedAtAnEntrySelectsItOnceLoaded",
      "History opened at an entry shows Loading… until the store answers, then that entry's row"
        + " selected"
    ),
    (
      "anEntryNotInTheListSelectsTheNewestUntilTheNextKey",
      "an id the loaded page lacks selects the newest row and the footer says no entry ID; the"
        + " next key, whichever it is, gives the footer back"
    ),
    // The Breakdown of a saved entry (SPEC: History screen), with the controllable store
    (
      "rightOpensTheBreakdownOfTheSelectedEntry",
      "Right on History opens the Breakdown screen for the selected entry (its separators and"
        + " numbers), the Calculator's fields unchanged; with no row, Right does nothing"
    ),
    (
      "backFromThatBreakdownShowsHistoryAsItWas",
      "going back from that Breakdown shows History as it was (query, rows, selection, footer),"
        + " and the store is not asked again: its calls are the same"
    ),
    // Searching History (SPEC: Searching History), with the controllable store and a clock the
    // test moves by hand
    (
      "aQueryAsksTheStoreOnceAfterThePause",
      "History opens with the query field focused; a typed key shows Searching…, and the store is"
        + " asked search(text) once the clock has moved 150 ms, not before"
    ),
    (
      "quickEditsAskOnceForTheLastText",
      "three keys each within 150 ms of the last ask once, for the text after the third"
    ),
    (
      "aSlowAnswerOvertakenByANewerQueryIsDropped",
      "an edit while a search runs cancels it; its answer, had it come, is never shown, and the"
        + " newer query's is"
    ),
    (
      "searchingKeepsTheRowsThenShowsTheMatches",
      "the rows stay while the footer says Searching…; the answer's rows replace them, the first"
        + " selected, with N matches (1,000 of N matches) in the footer"
    ),
    ("aQueryWithNoMatchShowsNoMatches", "an answer with no entry shows no row and No matches"),
    (
      "emptyingTheQueryListsTheNewestAgain",
      "Backspace to an empty query asks search(\"\") and shows the newest entries as on opening"
    ),
    (
      "aFailedSearchKeepsTheRowsAndShowsTheReason",
      "a search the store fails keeps the rows and shows Not searched and the reason"
    ),
    (
      "leavingWhileSearchingCancelsTheSearchAndFreesTheScreen",
      "Esc while a search waits or runs pops; the search is cancelled, and every object of the"
        + " screen is freed although the store never answers"
    ),
    // A compact Calculator (SPEC: Compact Calculator)
    (
      "aCompactWindowShowsTheCompactViewOfTheSameState",
      "in a window under 6 rows the Calculator shows its compact view: the same texts, sum, status"
        + " and saved count, and an edit of its fields reaches the same logic as the full view's"
    ),
    (
      "aSizeClassChangeSwapsTheViewsKeepingWhatTheUserMade",
      "a change of size class swaps the views, keeping both texts, both cursors, the focus, the"
        + " save note and the saved count; what arrives after it shows on the view now showing"
    ),
    // Undo and redo (SPEC: Undo and redo)
    (
      "undoPutsTheTextsBackAndFocusesTheStepsField",
      "Ctrl-_ puts both texts back as before the newest step (a typed key, a preset, a restore),"
        + " focus on the field it changed with its cursor at the end, the note gone; with nothing"
        + " to undo it does nothing"
    ),
    (
      "redoMakesTheStepAgainAndANewStepDropsIt",
      "Ctrl-Y makes the undone step again the same way; a new step drops what could be redone;"
        + " the newest 100 steps are kept"
    ),
    // References
    (
      "whatItReportsToIsHeldWeakly",
      "the object a screen's logic reports to (delegate, view, coordinator, observer) is weak"
    ),
  ]

  /// The scenario names, in order.
  public static let scenarios: [String] = described.map(\.name)
}
