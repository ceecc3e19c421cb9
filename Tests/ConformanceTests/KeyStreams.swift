/// The conformance scenarios' inputs as data: every key stream the suite types, with the
/// initial fields, and every line-mode input. `SameOutputTests` runs each through every
/// variant (in process, screen by screen) and every binary (whole output), and demands that
/// they all agree byte for byte.
enum KeyStreams {
  struct Stream: Sendable, CustomStringConvertible {
    var name: String
    var arguments: [String] = []
    /// One string per read, as `Session.press` sends them.
    var reads: [String]
    var description: String { name }
  }

  static let all: [Stream] = [
    Stream(name: "initial screen", reads: []),
    Stream(name: "typing numbers", reads: ["1", ",", "2", ",", "x", ",3"]),
    Stream(name: "singular status", reads: ["5"]),
    Stream(
      name: "editing separators", arguments: ["--numbers", "1;2,3"],
      reads: [Keys.shiftTab, ";", Keys.backspace, Keys.backspace]),
    Stream(name: "tab", reads: [Keys.tab, "|", Keys.tab]),
    Stream(name: "shift-tab", reads: [Keys.shiftTab, "|", Keys.shiftTab]),
    Stream(name: "up and down", reads: [Keys.up, "|", Keys.down, "9"]),
    Stream(
      name: "cursor keys", arguments: ["--numbers", "24"],
      reads: [
        Keys.left, "3", Keys.home, "1", Keys.end, "5", Keys.controlA, Keys.delete, Keys.controlE,
        Keys.backspace, Keys.left, Keys.left, Keys.right, ",",
      ]),
    Stream(name: "control-u", arguments: ["--numbers", "1,2"], reads: [Keys.controlU]),
    Stream(
      name: "command-line fields", arguments: ["--separators", ";", "--numbers", "1;2"],
      reads: []),
    Stream(
      name: "long field scrolls", arguments: ["--size", "30x8"],
      reads: [String(repeating: "1,", count: 20), Keys.home]),
    Stream(
      name: "model rules", reads: [Keys.paste("1, 2, 3,+5,-0,007, x,99999999999999999999")]),
    Stream(name: "breakdown", reads: ["1,2,x,3", Keys.enter]),
    Stream(
      name: "breakdown and back", arguments: ["--numbers", "1,2,x,3"],
      reads: [Keys.left, Keys.left, Keys.enter, Keys.escape, "9"]),
    Stream(
      name: "breakdown back by backspace", arguments: ["--numbers", "1,2"],
      reads: [Keys.enter, Keys.backspace, "3"]),
    Stream(
      name: "breakdown back by left", arguments: ["--numbers", "1,2"],
      reads: [Keys.enter, Keys.left, "3"]),
    Stream(
      name: "breakdown reasons", arguments: ["--numbers", ",99999999999999999999, 12 ,\u{1B}[2J"],
      reads: [Keys.enter]),
    Stream(
      name: "breakdown scrolls",
      arguments: ["--size", "40x8", "--numbers", (1...30).map(String.init).joined(separator: ",")],
      reads: [Keys.enter, Keys.down, Keys.pageDown, Keys.end, Keys.pageUp, Keys.home, Keys.up]),
    Stream(name: "presets", reads: [Keys.controlP]),
    Stream(name: "presets none matches", arguments: ["--separators", "#"], reads: [Keys.controlP]),
    Stream(
      name: "choose a preset", arguments: ["--numbers", "1;2,3"],
      reads: [
        Keys.shiftTab, Keys.controlP, Keys.down, Keys.enter, Keys.controlP, Keys.end, Keys.enter,
      ]),
    // The preset already set: the separators field takes it again, so its cursor goes to the
    // end as when any preset is chosen; an edit of Numbers leaves that field's cursor alone.
    Stream(
      name: "choose the current preset", arguments: ["--numbers", "1,2"],
      reads: [
        Keys.shiftTab, Keys.home, Keys.controlP, Keys.enter, Keys.shiftTab, "x", Keys.home,
        Keys.tab, "3", Keys.shiftTab, "y",
      ]),
    Stream(
      name: "cancel presets", arguments: ["--numbers", "1,2"],
      reads: [Keys.controlP, Keys.down, Keys.down, Keys.escape]),
    Stream(
      name: "round trips", arguments: ["--numbers", "1 2"],
      reads: [
        Keys.enter, Keys.escape, Keys.controlP, Keys.escape, Keys.enter, Keys.escape,
        Keys.controlP, Keys.down, Keys.down, Keys.enter, Keys.enter,
      ]),
    Stream(
      name: "quit then keys", arguments: ["--numbers", "4"], reads: [Keys.escape, "5", Keys.enter]),
    Stream(name: "control-c on breakdown", reads: ["7", Keys.enter, Keys.controlC, "8"]),
    Stream(name: "control-c on presets", reads: ["7", Keys.controlP, Keys.controlC, "8"]),
    Stream(
      name: "hostile paste",
      reads: [Keys.paste("\u{1B}]0;owned\u{07}\u{1B}[2J\u{1B}[6n\u{9B}31m\u{85}"), Keys.enter]),
    Stream(name: "too small", arguments: ["--size", "19x6"], reads: ["1"]),
    Stream(name: "tiny", arguments: ["--size", "5x5"], reads: ["1", Keys.enter]),
    Stream(name: "pending escape at end", reads: ["1,2\u{1B}"]),
  ]

  /// Line-mode inputs with their arguments.
  static let lines: [(arguments: [String], input: String)] = [
    ([], "1,2,x,3\n\n9223372036854775807,1\n 4 , 5"),
    (["--json"], "1,2,x,3\n\"\\\t\n,,\n"),
    (["--separators", "; "], "1;2 3\n-9223372036854775808;-1\n"),
    (["--separators", ""], "12\n1,2\n"),
    (["--json", "--separators", "👍🏽"], "1👍2🏽3\n\u{A0}4\u{3000}\n"),
    ([], String(repeating: "12345,", count: 50_000) + "\n"),
  ]
}
