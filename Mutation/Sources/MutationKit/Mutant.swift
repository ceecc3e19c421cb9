/// One mutant: a small fault at one place of a source file, as the finder saw it in the
/// original text. Names follow Stryker's mutation-testing-report schema, which
/// docs/mutants.json is written in (`mutatorName`, `replacement`, `location`).
public struct Mutant: Codable, Equatable, Sendable {
  /// Which operator made it (Stryker's names where it has one).
  public var mutatorName: MutatorName
  /// The original text that changes and what it becomes, as a reader would write them
  /// (`<` → `<=`; `foo()` → `` for a removed call).
  public var original: String
  public var replacement: String
  /// Where, in the original file: start inclusive, end exclusive; lines and columns from 1,
  /// columns in UTF-8 bytes (as the compiler counts them).
  public var start: Position
  public var end: Position

  public init(
    mutatorName: MutatorName, original: String, replacement: String, start: Position,
    end: Position
  ) {
    self.mutatorName = mutatorName
    self.original = original
    self.replacement = replacement
    self.start = start
    self.end = end
  }
}

public struct Position: Codable, Equatable, Comparable, Sendable {
  public var line: Int
  public var column: Int

  public init(line: Int, column: Int) {
    self.line = line
    self.column = column
  }

  public static func < (lhs: Position, rhs: Position) -> Bool {
    (lhs.line, lhs.column) < (rhs.line, rhs.column)
  }
}

/// The operators (mutation testing's common set), named as Stryker names them where it has one.
public enum MutatorName: String, Codable, CaseIterable, Sendable {
  /// `<` ↔ `<=`, `>` ↔ `>=`, `==` ↔ `!=`, `===` ↔ `!==`.
  case equalityOperator = "EqualityOperator"
  /// `&&` ↔ `||`.
  case logicalOperator = "LogicalOperator"
  /// `true` ↔ `false`.
  case booleanLiteral = "BooleanLiteral"
  /// `+` ↔ `-`, `*` ↔ `/`, `%` → `*`, and their compound assignments (`+=` ↔ `-=`, …).
  case arithmeticOperator = "ArithmeticOperator"
  /// The condition of an `if`, `guard`, `while` or `?:` negated.
  case conditionalExpression = "ConditionalExpression"
  /// A call made as a statement removed: its side effect dropped.
  case callStatementRemoval = "CallStatementRemoval"
  /// `return x` → `return` the type's default (`false`, `0`, `""`, `nil`, `[]`, `[:]`).
  case returnValue = "ReturnValue"
}
