import KeyValueObserving
import Testing

/// What an observation hears: every assignment, with the values its options ask for.
@MainActor
struct ObservingTests {
  @Test func anAssignmentCallsTheHandlerWithTheObjectAndTheChange() {
    let thermostat = Thermostat()
    let log = Log()
    let observation = thermostat.observe(\.target, options: [.new, .old]) { object, change in
      log.append("\(object === thermostat) \(change.kind) \(change.line)")
    }
    #expect(log.take() == [])
    thermostat.target = 21
    #expect(log.take() == ["true setting new 21 old 20"])
    withExtendedLifetime(observation) {}
  }

  /// KVO notifies every set, not only a different value: a view that writes what it is told
  /// (a field set back to the same text) relies on it.
  @Test func anEqualValueNotifiesToo() {
    let thermostat = Thermostat()
    let log = Log()
    let observation = thermostat.observe(\.target, options: .new) { _, change in
      log.append(change.line)
    }
    thermostat.target = 20
    thermostat.target = 20
    #expect(log.take() == ["new 20 old nil", "new 20 old nil"])
    withExtendedLifetime(observation) {}
  }

  @Test func aPrivateSetterNotifiesThroughTheKeyPathWrittenOutside() {
    let thermostat = Thermostat()
    let log = Log()
    let observation = thermostat.observe(\.reading, options: .new) { _, change in
      log.append(change.line)
    }
    thermostat.read("21 °C")
    #expect(log.take() == ["new 21 °C old nil"])
    withExtendedLifetime(observation) {}
  }

  @Test func onlyTheObservedPropertyNotifies() {
    let thermostat = Thermostat()
    let log = Log()
    let observation = thermostat.observe(\.mode, options: .new) { _, change in
      log.append(change.line)
    }
    thermostat.target = 25
    thermostat.read("25 °C")
    #expect(log.take() == [])
    thermostat.mode = .heating
    #expect(log.take() == ["new heating old nil"])
    withExtendedLifetime(observation) {}
  }

  @Test func initialCallsAtOnceWithTheCurrentValueAndNoOldOne() {
    let thermostat = Thermostat()
    let log = Log()
    let observation = thermostat.observe(\.target, options: [.initial, .new, .old]) {
      _, change in log.append(change.line)
    }
    #expect(log.take() == ["new 20 old nil"])
    thermostat.target = 22
    #expect(log.take() == ["new 22 old 20"])
    withExtendedLifetime(observation) {}
  }

  /// As Foundation's: a value is in the change only when the options ask for it.
  @Test(
    arguments: [
      ([], "new nil old nil"), (.new, "new 21 old nil"), (.old, "new nil old 20"),
      ([.new, .old], "new 21 old 20"),
    ] as [(KeyValueObservingOptions, String)])
  func theChangeHoldsOnlyTheValuesAskedFor(options: KeyValueObservingOptions, line: String) {
    let thermostat = Thermostat()
    let log = Log()
    let observation = thermostat.observe(\.target, options: options) { _, change in
      log.append(change.line)
    }
    thermostat.target = 21
    #expect(log.take() == [line])
    withExtendedLifetime(observation) {}
  }

  @Test func initialWithoutNewCallsWithNoValue() {
    let thermostat = Thermostat()
    let log = Log()
    let observation = thermostat.observe(\.target, options: .initial) { _, change in
      log.append(change.line)
    }
    #expect(log.take() == ["new nil old nil"])
    withExtendedLifetime(observation) {}
  }

  @Test func severalObserversAreCalledInTheOrderTheyBegan() {
    let thermostat = Thermostat()
    let log = Log()
    let observations = ["first", "second", "third"].map { name in
      thermostat.observe(\.target, options: .new) { _, change in
        log.append("\(name) \(change.newValue ?? 0)")
      }
    }
    thermostat.target = 1
    thermostat.target = 2
    #expect(log.take() == ["first 1", "second 1", "third 1", "first 2", "second 2", "third 2"])
    withExtendedLifetime(observations) {}
  }

  @Test func eachObjectHasItsOwnObservers() {
    let one = Thermostat()
    let other = Thermostat()
    let log = Log()
    let observation = one.observe(\.target, options: .new) { _, change in
      log.append(change.line)
    }
    other.target = 30
    #expect(log.take() == [])
    one.target = 31
    #expect(log.take() == ["new 31 old nil"])
    withExtendedLifetime(observation) {}
  }

  @Test func aPropertySetInInitNotifiesNobodyAndHoldsItsValue() {
    let thermostat = Thermostat(mode: .heating)
    #expect(thermostat.mode == .heating)
    #expect(thermostat.target == 20)
  }
}
