import KeyValueObserving
import Testing

/// Handlers that change what is being notified: every case has one defined outcome.
@MainActor
struct ReentrancyTests {
  /// The nested assignment notifies at once; the outer notification then goes on with its
  /// remaining observers and its own change.
  @Test func aHandlerThatSetsAnotherObservedPropertyNotifiesItAtOnce() {
    let thermostat = Thermostat()
    let log = Log()
    let observations = [
      thermostat.observe(\.target, options: .new) { object, change in
        log.append("target \(change.newValue ?? 0)")
        object.mode = .heating
      },
      thermostat.observe(\.mode, options: .new) { _, change in
        log.append("mode \(change.newValue.map { "\($0)" } ?? "nil")")
      },
      thermostat.observe(\.target, options: .new) { _, change in
        log.append("target again \(change.newValue ?? 0)")
      },
    ]
    thermostat.target = 25
    #expect(log.take() == ["target 25", "mode heating", "target again 25"])
    withExtendedLifetime(observations) {}
  }

  /// The same property set again from its own handler: the inner assignment is notified in
  /// full before the outer one goes on, and the property holds the last value set.
  @Test func aHandlerThatSetsItsOwnPropertyNotifiesTheNestedChangeFirst() {
    let thermostat = Thermostat()
    let log = Log()
    let observations = [
      thermostat.observe(\.target, options: [.new, .old]) { object, change in
        log.append("clamp \(change.line)")
        if let value = change.newValue, value > 30 { object.target = 30 }
      },
      thermostat.observe(\.target, options: [.new, .old]) { _, change in
        log.append("show \(change.line)")
      },
    ]
    thermostat.target = 40
    #expect(
      log.take() == [
        "clamp new 40 old 20", "clamp new 30 old 40", "show new 30 old 40", "show new 40 old 20",
      ])
    #expect(thermostat.target == 30)
    withExtendedLifetime(observations) {}
  }

  @Test func aHandlerThatInvalidatesItsOwnObservationIsNotCalledAgain() {
    let thermostat = Thermostat()
    let log = Log()
    var observation: KeyValueObservation?
    observation = thermostat.observe(\.target, options: .new) { _, change in
      log.append("once \(change.newValue ?? 0)")
      observation?.invalidate()
    }
    thermostat.target = 1
    thermostat.target = 2
    #expect(log.take() == ["once 1"])
    withExtendedLifetime(observation) {}
  }

  /// Invalidated during a notification, a later observer is not called for it.
  @Test func aHandlerThatInvalidatesALaterObservationStopsItAtOnce() {
    let thermostat = Thermostat()
    let log = Log()
    var later: KeyValueObservation?
    let first = thermostat.observe(\.target, options: .new) { _, change in
      log.append("first \(change.newValue ?? 0)")
      later?.invalidate()
    }
    later = thermostat.observe(\.target, options: .new) { _, change in
      log.append("later \(change.newValue ?? 0)")
    }
    thermostat.target = 1
    thermostat.target = 2
    #expect(log.take() == ["first 1", "first 2"])
    withExtendedLifetime((first, later)) {}
  }

  /// Released during a notification, a later observer is not called for it either.
  @Test func aHandlerThatReleasesALaterObservationStopsItAtOnce() {
    let thermostat = Thermostat()
    let log = Log()
    var later: KeyValueObservation?
    let first = thermostat.observe(\.target, options: .new) { _, change in
      log.append("first \(change.newValue ?? 0)")
      later = nil
    }
    later = thermostat.observe(\.target, options: .new) { _, change in
      log.append("later \(change.newValue ?? 0)")
    }
    thermostat.target = 1
    #expect(log.take() == ["first 1"])
    #expect(later == nil)
    withExtendedLifetime(first) {}
  }

  /// An observation that begins during a notification is not called for it, only for the next.
  @Test func anObservationAddedByAHandlerStartsWithTheNextChange() {
    let thermostat = Thermostat()
    let log = Log()
    var added: [KeyValueObservation] = []
    let first = thermostat.observe(\.target, options: .new) { object, change in
      log.append("first \(change.newValue ?? 0)")
      guard added.isEmpty else { return }
      added.append(
        object.observe(\.target, options: .new) { _, change in
          log.append("added \(change.newValue ?? 0)")
        })
    }
    thermostat.target = 1
    #expect(log.take() == ["first 1"])
    thermostat.target = 2
    #expect(log.take() == ["first 2", "added 2"])
    withExtendedLifetime((first, added)) {}
  }
}
