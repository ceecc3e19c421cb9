/// A `.task` modifier's work as an evaluation declares it: what to run, and what tells it
/// apart from the task already running for the same view.
///
/// Two evaluations declare the same task when it was written at the same place (a `.task` in
/// the other branch of an `if` is another task, as in SwiftUI, even on a widget the host keeps)
/// and its id is equal; the host then leaves the running task alone.
@usableFromInline
struct TaskAction {
  @usableFromInline let fileID: String
  @usableFromInline let line: Int
  @usableFromInline let column: Int
  /// The `task(id:)` value; none for a plain `task`.
  @usableFromInline let id: ComparedID
  @usableFromInline let priority: TaskPriority
  @usableFromInline let action: @MainActor () async -> Void

  @inlinable
  init(
    fileID: String, line: Int, column: Int, id: ComparedID, priority: TaskPriority,
    action: @escaping @MainActor () async -> Void
  ) {
    self.fileID = fileID
    self.line = line
    self.column = column
    self.id = id
    self.priority = priority
    self.action = action
  }

  /// Whether `other` declares the task this one declared.
  func isSame(as other: TaskAction) -> Bool {
    line == other.line && column == other.column && fileID == other.fileID && id == other.id
  }
}

/// A task a view started: what it was declared as, and the task, to cancel.
struct RunningTask {
  let declared: TaskAction
  let task: Task<Void, Never>
}

/// `.task(priority:_:)` and `.task(id:priority:_:)`.
public struct TaskModifier: _ElementModifier {
  @usableFromInline let task: TaskAction

  @inlinable
  init(task: TaskAction) {
    self.task = task
  }

  public func _modify(_ outputs: inout _ViewOutputs, at index: Int) {
    outputs.elements[index].tasks.append(task)
  }
}

extension View {
  /// Runs `action` when the view appears, like SwiftUI's `task(priority:_:)`: when the host
  /// first builds the view into the screen. It runs on the main actor, so it can change
  /// `@Observable` models; what it changes after an `await` reaches the screen in the next
  /// frame. It is cancelled when the view disappears (its branch of an `if` goes away, the
  /// `NavigationStack` screen it is on is popped, its hosting controller goes away), and is
  /// not started again while the view stays, however often `body` is evaluated.
  ///
  /// `file`, `line` and `column` say where the modifier is written (leave the defaults): a
  /// `.task` written elsewhere is another task. On a view that stands for several (a `ForEach`,
  /// a block of views), each of them runs its own; on a view of nothing, nothing runs.
  @inlinable
  public consuming func task(
    priority: TaskPriority = .userInitiated,
    file: String = #fileID, line: Int = #line, column: Int = #column,
    _ action: @escaping @MainActor () async -> Void
  ) -> ModifiedContent<Self, TaskModifier> {
    let task = TaskAction(
      fileID: file, line: line, column: column, id: .none, priority: priority,
      action: action)
    return ModifiedContent(content: self, modifier: TaskModifier(task: task))
  }

  /// Runs `action` when the view appears and again whenever `id` changes, like SwiftUI's
  /// `task(id:priority:_:)`: an evaluation that finds a value different from the one the
  /// running task started with cancels that task and starts `action` again. Otherwise as
  /// `task(priority:_:)`.
  @inlinable
  public consuming func task<ID: Equatable>(
    id: ID, priority: TaskPriority = .userInitiated,
    file: String = #fileID, line: Int = #line, column: Int = #column,
    _ action: @escaping @MainActor () async -> Void
  ) -> ModifiedContent<Self, TaskModifier> {
    let task = TaskAction(
      fileID: file, line: line, column: column, id: ComparedID(id), priority: priority,
      action: action)
    return ModifiedContent(content: self, modifier: TaskModifier(task: task))
  }
}
