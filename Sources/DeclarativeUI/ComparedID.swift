/// An id the host compares with the last evaluation's after every evaluation: a view's
/// `.id(_:)` and a `.task(id:)`'s. None (nearly every element, a plain `.task`), an integer or a
/// string held as such (a revision, a query: compared inline, nothing allocated), or any other
/// value, boxed (so that the enum copies as a reference) and compared by opening it. An
/// `AnyHashable` or `any Equatable` for every id was copied and compared through witnesses, some
/// hundred instructions an element each evaluation.
@usableFromInline
enum ComparedID: Equatable {
  case none
  case int(Int)
  case string(String)
  case other(Box)

  /// Another value, held once.
  @usableFromInline
  final class Box {
    let value: any Equatable

    @usableFromInline
    init(_ value: any Equatable) {
      self.value = value
    }
  }

  /// The id for `id`; which case is decided where the id's type is known (`.id(_:)` and
  /// `task(id:)` are inlined into the view).
  @inlinable
  init<ID: Equatable>(_ id: ID) {
    if let id = id as? Int {
      self = .int(id)
    } else if let id = id as? String {
      self = .string(id)
    } else {
      self = .other(Box(id))
    }
  }

  @usableFromInline
  static func == (lhs: ComparedID, rhs: ComparedID) -> Bool {
    switch (lhs, rhs) {
    case (.none, .none): true
    case (.int(let left), .int(let right)): left == right
    case (.string(let left), .string(let right)): left == right
    case (.other(let left), .other(let right)):
      left === right || left.value.isEqual(to: right.value)
    default: false
    }
  }
}

extension Equatable {
  /// Whether `other` is a value of this type equal to this one.
  fileprivate func isEqual(to other: any Equatable) -> Bool {
    (other as? Self) == self
  }
}
