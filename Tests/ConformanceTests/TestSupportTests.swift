import TestRecording
import TestSupport
import Testing

/// The recorder is what makes every variant's spies exhaustive, and `Reachable` is what finds
/// a screen's objects for the release tests, so both are checked too.
@MainActor
struct RecorderTests {
  @Test func aRecorderWithLinesNobodyTookFailsTheTest() {
    withKnownIssue {
      do {
        let recorder = Recorder()
        recorder.record("value 1")
        #expect(recorder.take() == ["value 1"])
        recorder.record("value 2")
      }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains(#"["value 2"]"#) }
    }
  }

  @Test func takingTheLinesChecksThemAndForgetsThem() {
    let recorder = Recorder()
    recorder.record("a")
    recorder.record("b")
    #expect(recorder.take() == ["a", "b"])
    #expect(recorder.take() == [])
  }

  @Test func optionalsAreRecordedWithoutTheirWrapper() {
    let recorder = Recorder()
    recorder.record("value", Int?.none as Any)
    recorder.record("value", Int?.some(4) as Any)
    recorder.record("value", Int??.some(nil) as Any)
    recorder.record("value", "text")
    #expect(recorder.take() == ["value nil", "value 4", "value nil", "value text"])
  }
}

@MainActor
struct ReachableTests {
  final class Node {
    var children: [Node] = []
    weak var parent: Node?
    var value: (number: Int, node: Node?) = (0, nil)
  }

  @Test func findsEveryObjectThroughPropertiesCollectionsOptionalsAndWeakReferences() {
    let root = Node()
    let child = Node()
    let grandchild = Node()
    let boundary = Node()
    root.children = [child]
    child.parent = root
    child.value.node = grandchild
    grandchild.parent = boundary
    let found = Reachable.objects(from: child, boundary: [boundary])
    #expect(
      found.map(ObjectIdentifier.init) == [child, root, grandchild].map(ObjectIdentifier.init))
    let stopped = Reachable.objects(from: root, stop: { $0 === child })
    #expect(stopped.map(ObjectIdentifier.init) == [root, child].map(ObjectIdentifier.init))
  }
}
