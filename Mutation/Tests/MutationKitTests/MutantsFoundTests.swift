import MutationKit
import Testing

/// Which mutants the finder sees, and where.
struct MutantsFoundTests {
  func found(_ source: String) -> [String] {
    Schematizer.mutants(in: source, fileName: "File.swift").map {
      "\($0.mutatorName.rawValue) \($0.original) → \($0.replacement) @\($0.start.line):\($0.start.column)"
    }
  }

  @Test func aComparisonReturnedGivesTheOperatorAndTheDefault() {
    let source = """
      func isLess(_ a: Int, _ b: Int) -> Bool {
        return a < b
      }
      """
    #expect(
      found(source) == [
        "ReturnValue a < b → false @2:10",
        "EqualityOperator < → <= @2:12",
      ])
  }

  @Test func everyOperatorOfTheCommonSet() {
    let source = """
      func f(_ a: Int, _ b: Int, _ c: Bool) -> Int {
        var n = a + b * 2
        n -= 1
        if c && a == b { log() }
        guard a >= 0 else { return 0 }
        let flag = true
        return flag ? n % 3 : n
      }
      """
    #expect(
      found(source) == [
        "ArithmeticOperator + → - @2:13",
        "ArithmeticOperator * → / @2:17",
        "ArithmeticOperator -= → += @3:5",
        "ConditionalExpression c && a == b → !(c && a == b) @4:6",
        "LogicalOperator && → || @4:8",
        "EqualityOperator == → != @4:13",
        "CallStatementRemoval log() →  @4:20",
        "ConditionalExpression a >= 0 → !(a >= 0) @5:9",
        "EqualityOperator >= → > @5:11",
        "BooleanLiteral true → false @6:14",
        "ReturnValue flag ? n % 3 : n → 0 @7:10",
        "ConditionalExpression flag → !(flag) @7:10",
        "ArithmeticOperator % → * @7:19",
      ])
  }

  @Test func whatASwitchCannotHoldIsLeftAlone() {
    // Enum raw values, `#if` blocks, attributes, `case` patterns and `if case` stay; a `where`
    // or a condition beside them does not.
    let source = """
      enum Level: Int { case low = 1, high = 2 }
      #if DEBUG
      let debug = 1 + 1
      #endif
      @available(macOS, introduced: 13)
      func g(_ b: Bool) -> Int {
        switch b {
        case true: return 1
        case false: return 2
        }
      }
      func h(_ value: Int?) -> Bool {
        if case .some(let x) = value, x > 1 { return false }
        return value == nil
      }
      """
    #expect(
      found(source) == [
        "ReturnValue 1 → 0 @8:21",
        "ReturnValue 2 → 0 @9:22",
        "ConditionalExpression x > 1 → !(x > 1) @13:33",
        "EqualityOperator > → >= @13:35",
        "BooleanLiteral false → true @13:48",
        "ReturnValue value == nil → false @14:10",
        "EqualityOperator == → != @14:16",
      ])
  }

  @Test func aReturnedDefaultIsNoMutant() {
    // Replacing a value by itself would be the same program.
    #expect(found("func k() -> Bool { return false }") == ["BooleanLiteral false → true @1:27"])
    #expect(found("func k() -> String? { return nil }") == [])
    #expect(found("func k() -> [Int] { return [] }") == [])
    #expect(found("func k() -> Int { return 0 }") == [])
  }

  @Test func aCallIsRemovedOnlyWhereItsValueIsNotTheResult() {
    // A block's only statement may be its value (a closure's, a getter's); a type's
    // initializer builds a value (in a result builder, a view); in a block of several
    // statements, or one that returns nothing, a call's value is dropped anyway.
    let source = """
      func update() {
        save()
        items.forEach { item in
          print(item)
          render(item)
        }
        Task { await load() }
        Text("a").bold()
        let doubled = items.map { double($0) }
        if ready { self.notify() } else { try? log() }
      }
      func total() -> Int { sum() }
      var name: String { describe() }
      """
    #expect(
      found(source) == [
        "CallStatementRemoval save() →  @2:3",
        "CallStatementRemoval items.forEach { item in\n    print(item)\n    render(item)\n  } →  @3:3",
        "CallStatementRemoval print(item) →  @4:5",
        "CallStatementRemoval render(item) →  @5:5",
        "ConditionalExpression ready → !(ready) @10:6",
        "CallStatementRemoval self.notify() →  @10:14",
        "CallStatementRemoval try? log() →  @10:37",
      ])
  }

  @Test func anInitializerAndASuperCallStay() {
    let source = """
      final class A: B {
        init() {
          self.x = 1
          super.init()
          configure()
        }
        convenience init(y: Int) { self.init() }
      }
      """
    #expect(found(source) == ["CallStatementRemoval configure() →  @5:5"])
  }
}
