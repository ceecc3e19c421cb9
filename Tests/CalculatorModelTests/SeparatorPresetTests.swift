import CalculatorModel
import Testing

struct SeparatorPresetTests {
  @Test func presetsAreTheSixOfTheAppInOrder() {
    #expect(SeparatorPreset.all.map(\.separators) == [",", ";", " ", "|", ",;", ",\n"])
    #expect(
      SeparatorPreset.all.map(\.name) == [
        "comma", "semicolon", "space", "pipe", "comma or semicolon", "comma or new line",
      ])
  }

  @Test func theNewLinePresetSumsAColumnOfNumbers() {
    #expect(Calculator(separators: ",\n", numbers: "1\n2,3\n4").sum == 10)
  }

  @Test(arguments: [
    (",", 0), (";", 1), (" ", 2), ("|", 3), (",;", 4), (",\n", 5), (",\r\n", 0), (";,", 0), ("", 0),
  ])
  func theMatchingPresetIsFoundOrTheFirst(separators: String, index: Int) {
    #expect(SeparatorPreset.index(matching: separators) == index)
  }
}
