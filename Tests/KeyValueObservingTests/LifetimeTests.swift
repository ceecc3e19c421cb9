import KeyValueObserving
import Testing

/// How long an observation goes on, and what it keeps alive: nothing but its handler.
@MainActor
struct LifetimeTests {
  @Test func releasingTheObservationEndsIt() {
    let thermostat = Thermostat()
    let log = Log()
    var observation: KeyValueObservation? = thermostat.observe(\.target, options: .new) {
      _, change in log.append(change.line)
    }
    thermostat.target = 1
    #expect(log.take() == ["new 1 old nil"])
    weak let released = observation
    observation = nil
    #expect(released == nil)
    thermostat.target = 2
    #expect(log.take() == [])
  }

  @Test func invalidateEndsItAndReleasesTheHandlerAndTwiceIsFine() {
    let thermostat = Thermostat()
    let log = Log()
    final class Captured {}
    weak var captured: Captured?
    let observation: KeyValueObservation
    do {
      let object = Captured()
      captured = object
      observation = thermostat.observe(\.target) { _, _ in
        log.append("called \(object)")
      }
    }
    #expect(captured != nil)
    observation.invalidate()
    #expect(captured == nil)
    thermostat.target = 1
    #expect(log.take() == [])
    observation.invalidate()
    thermostat.target = 2
    #expect(log.take() == [])
  }

  @Test func endedObservationsLeaveTheOthersCalled() {
    let thermostat = Thermostat()
    let log = Log()
    let first = thermostat.observe(\.target, options: .new) { _, change in
      log.append("first \(change.newValue ?? 0)")
    }
    var second: KeyValueObservation? = thermostat.observe(\.target, options: .new) {
      _, change in log.append("second \(change.newValue ?? 0)")
    }
    let third = thermostat.observe(\.target, options: .new) { _, change in
      log.append("third \(change.newValue ?? 0)")
    }
    first.invalidate()
    second = nil
    thermostat.target = 1
    thermostat.target = 2
    #expect(log.take() == ["third 1", "third 2"])
    withExtendedLifetime((first, second, third)) {}
  }

  /// The observation holds the object not at all: the handler gets it as an argument.
  @Test func theObservationDoesNotKeepTheObjectAlive() {
    weak var released: Thermostat?
    let observation: KeyValueObservation
    do {
      let thermostat = Thermostat()
      released = thermostat
      observation = thermostat.observe(\.target) { _, _ in }
    }
    #expect(released == nil)
    observation.invalidate()
  }

  /// A handler that captures the object (strongly, as a careless one would) makes no cycle
  /// through the object: the object holds its observations weakly.
  @Test func theObjectDoesNotKeepItsObservationsAlive() {
    let thermostat = Thermostat()
    weak var released: KeyValueObservation?
    do {
      let observation = thermostat.observe(\.target) { _, _ in _ = thermostat }
      released = observation
    }
    #expect(released == nil)
    thermostat.target = 1
  }

  /// A view holds its observations, whose handlers capture the view weakly: releasing the
  /// view frees it, its observations and their handlers, and the object goes on alone.
  @Test func aViewHoldingItsObservationsIsFreedWithThem() {
    @MainActor final class View {
      var text = ""
      var observations: [KeyValueObservation] = []
    }
    let thermostat = Thermostat()
    weak var releasedView: View?
    weak var releasedObservation: KeyValueObservation?
    do {
      let view = View()
      view.observations.append(
        thermostat.observe(\.reading, options: [.initial, .new]) { [weak view] _, change in
          view?.text = change.newValue ?? ""
        })
      #expect(view.text == "20 °C")
      thermostat.read("19 °C")
      #expect(view.text == "19 °C")
      releasedView = view
      releasedObservation = view.observations.first
    }
    #expect(releasedView == nil)
    #expect(releasedObservation == nil)
    thermostat.read("18 °C")
  }
}
