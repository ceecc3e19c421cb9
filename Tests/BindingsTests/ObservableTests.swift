import Bindings
import Testing

@MainActor
struct ObservableTests {
  private final class Owner {}

  @Test func observingFiresAtOnceWithTheCurrentValue() {
    let box = Observable("a")
    let owner = Owner()
    var seen: [String] = []
    box.observe(on: owner) { seen.append($0) }
    #expect(seen == ["a"])
  }

  @Test func everyAssignmentFiresInTheOrderObserversWereAdded() {
    let box = Observable(0)
    let first = Owner()
    let second = Owner()
    var seen: [String] = []
    box.observe(on: first) { seen.append("first \($0)") }
    box.observe(on: second) { seen.append("second \($0)") }
    box.value = 1
    box.value = 1
    #expect(
      seen == [
        "first 0", "second 0", "first 1", "second 1", "first 1", "second 1",
      ])
  }

  @Test func observersWhoseOwnerIsGoneAreDroppedAndNotCalled() {
    let box = Observable(0)
    var calls = 0
    weak var weakOwner: Owner?
    do {
      let owner = Owner()
      weakOwner = owner
      box.observe(on: owner) { _ in calls += 1 }
    }
    #expect(weakOwner == nil, "the box must not keep its observers alive")
    box.value = 1
    #expect(calls == 1)
    #expect(box.observerCount == 0)
  }

  @Test func removedObserversAreNotCalledAndOthersAre() {
    let box = Observable(0)
    let kept = Owner()
    let removed = Owner()
    var seen: [String] = []
    box.observe(on: kept) { seen.append("kept \($0)") }
    box.observe(on: removed) { seen.append("removed \($0)") }
    box.remove(observer: removed)
    box.value = 2
    #expect(seen == ["kept 0", "removed 0", "kept 2"])
    #expect(box.observerCount == 1)
  }
}
