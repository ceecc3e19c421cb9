import Bindings
import Testing

/// The recorder is what makes the view model tests exhaustive, so it is checked too.
@MainActor
struct RecorderTests {
  @Test func aRecorderWithUncheckedEmissionsFailsTheTest() {
    let output = Observable(1)
    withKnownIssue {
      do {
        let recorder = Recorder()
        recorder.record("value", output)
        output.value = 2
        #expect(recorder.take() == ["value 1", "value 2"])
        output.value = 3
      }
    }
  }

  @Test func optionalsAreRecordedWithoutTheirWrapper() {
    let output = Observable<Int?>(nil)
    let recorder = Recorder()
    recorder.record("value", output)
    output.value = 4
    #expect(recorder.take() == ["value nil", "value 4"])
  }
}
