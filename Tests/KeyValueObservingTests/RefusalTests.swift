import KeyValueObserving
import Testing

/// A key path that does not name one `@Observed` property would never notify; `observe`
/// stops the program with a message instead (Foundation stops on a Swift property that is not
/// `@objc dynamic`).
@MainActor
struct RefusalTests {
  @Test func aPropertyThatIsNotObservedIsRefused() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run { _ = Thermostat().observe(\.note) { _, _ in } }
    }
  }

  @Test func aComputedPropertyIsRefused() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run { _ = Thermostat().observe(\.readingLength) { _, _ in } }
    }
  }

  @Test func aKeyPathThroughAnObservedPropertyIsRefused() async {
    await #expect(processExitsWith: .failure) {
      await MainActor.run { _ = Thermostat().observe(\.reading.count) { _, _ in } }
    }
  }
}
