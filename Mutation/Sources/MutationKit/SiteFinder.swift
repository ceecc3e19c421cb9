import SwiftOperators
import SwiftParser
import SwiftSyntax

/// A place the schematized text rewrites: the bytes of the original it replaces, how, and the
/// mutant it holds.
struct Site {
  enum Kind: Equatable {
    /// An operator token swapped: both copies of the expression, the switch choosing.
    case swapToken(token: Range<Int>, replacement: String)
    /// A compound assignment statement swapped: `if switch { a -= 1 } else { a += 1 }`.
    case swapStatement(token: Range<Int>, replacement: String)
    /// A literal replaced: `(switch ? false : true)`.
    case literal(replacement: String)
    /// A condition negated, written once: `((condition) != switch)`.
    case negate
    /// A statement run only without the switch: `if !switch { call() }`.
    case removeStatement
    /// A returned value replaced by a default: `switch ? false : (value)`.
    case returnDefault(String)

    /// Between sites of the same bytes, the outer one first (a statement holds its
    /// expression's operators, a returned value its comparison).
    var nesting: Int {
      switch self {
      case .removeStatement, .swapStatement: 0
      case .returnDefault: 1
      case .negate: 2
      case .swapToken: 3
      case .literal: 4
      }
    }
  }

  var range: Range<Int>
  var kind: Kind
  var mutant: Mutant
}

/// Finds every mutant of a source file (the common operators) with swift-syntax, on the
/// tree with its operators folded, where each site is a node whose bytes are the original's.
///
/// Left alone, because a run-time switch cannot hold them or they are not code that runs:
/// `#if` blocks, attributes, enum raw values, patterns (`case` items, `if case`), and, for a
/// removed call, a call whose value may be its block's result (the only statement of a
/// closure, a getter or a function that returns a value) or that builds a value (a type's
/// initializer: in a result builder, a view).
final class SiteFinder: SyntaxVisitor {
  private let converter: SourceLocationConverter
  private(set) var sites: [Site] = []
  /// What each function, accessor or closure being walked returns (innermost last).
  private var bodies: [Body] = []

  private struct Body {
    /// What `return` gives back: the default of its type, or nil when the type has none this
    /// tool knows (or is not written: a closure).
    var returnDefault: String?
    /// Whether it returns nothing (no result type, an initializer, a setter): its only
    /// statement's value is then not its result.
    var returnsNothing: Bool
  }

  init(file: SourceFileSyntax, fileName: String) {
    converter = SourceLocationConverter(fileName: fileName, tree: file)
    super.init(viewMode: .sourceAccurate)
  }

  // MARK: Left alone

  override func visit(_ node: IfConfigDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
  override func visit(_ node: EnumCaseElementSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
  override func visit(_ node: MatchingPatternConditionSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }
  override func visit(_ node: SwitchCaseItemSyntax) -> SyntaxVisitorContinueKind {
    if let clause = node.whereClause { walk(clause) }
    return .skipChildren
  }
  override func visit(_ node: CatchItemSyntax) -> SyntaxVisitorContinueKind {
    if let clause = node.whereClause { walk(clause) }
    return .skipChildren
  }
  override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
    .skipChildren
  }

  // MARK: What `return` returns

  override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
    let result = node.signature.returnClause?.type
    return enter(result.flatMap(Self.defaultValue), returnsNothing: result.map(Self.isVoid) ?? true)
  }
  override func visitPost(_ node: FunctionDeclSyntax) { bodies.removeLast() }

  override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(nil, returnsNothing: true)
  }
  override func visitPost(_ node: InitializerDeclSyntax) { bodies.removeLast() }

  override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(nil, returnsNothing: true)
  }
  override func visitPost(_ node: DeinitializerDeclSyntax) { bodies.removeLast() }

  override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind {
    enter(Self.defaultValue(node.returnClause.type), returnsNothing: false)
  }
  override func visitPost(_ node: SubscriptDeclSyntax) { bodies.removeLast() }

  /// A computed property: its getter returns the annotated type (`some View` has no default,
  /// and its body is a result builder's, so no call in it is removed).
  override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
    enter(node.typeAnnotation.flatMap { Self.defaultValue($0.type) }, returnsNothing: false)
  }
  override func visitPost(_ node: PatternBindingSyntax) { bodies.removeLast() }

  override func visit(_ node: AccessorDeclSyntax) -> SyntaxVisitorContinueKind {
    let kind = node.accessorSpecifier.tokenKind
    let isGetter = kind == .keyword(.get) || kind == .keyword(._read)
    return enter(isGetter ? bodies.last?.returnDefault : nil, returnsNothing: !isGetter)
  }
  override func visitPost(_ node: AccessorDeclSyntax) { bodies.removeLast() }

  override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
    enter(nil, returnsNothing: false)
  }
  override func visitPost(_ node: ClosureExprSyntax) { bodies.removeLast() }

  private func enter(_ returnDefault: String?, returnsNothing: Bool) -> SyntaxVisitorContinueKind {
    bodies.append(Body(returnDefault: returnDefault, returnsNothing: returnsNothing))
    return .visitChildren
  }

  // MARK: The operators

  override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
    guard let token = node.operator.as(BinaryOperatorExprSyntax.self)?.operator else {
      return .visitChildren
    }
    let text = token.text
    if let (name, replacement) = Self.swaps[text] {
      add(
        node, .swapToken(token: range(of: token), replacement: replacement),
        name: name, original: text, replacement: replacement, at: token)
    } else if let replacement = Self.compoundSwaps[text],
      node.parent?.is(CodeBlockItemSyntax.self) == true
    {
      add(
        node, .swapStatement(token: range(of: token), replacement: replacement),
        name: .arithmeticOperator, original: text, replacement: replacement, at: token)
    }
    return .visitChildren
  }

  override func visit(_ node: BooleanLiteralExprSyntax) -> SyntaxVisitorContinueKind {
    let text = node.literal.text
    let replacement = text == "true" ? "false" : "true"
    add(
      node, .literal(replacement: replacement), name: .booleanLiteral, original: text,
      replacement: replacement)
    return .skipChildren
  }

  override func visit(_ node: ConditionElementSyntax) -> SyntaxVisitorContinueKind {
    if case .expression(let condition) = node.condition {
      negate(condition)
    }
    return .visitChildren
  }

  override func visit(_ node: TernaryExprSyntax) -> SyntaxVisitorContinueKind {
    negate(node.condition)
    return .visitChildren
  }

  override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
    guard let value = node.expression, let defaultValue = bodies.last?.returnDefault,
      !value.is(TryExprSyntax.self), !value.is(AwaitExprSyntax.self)
    else { return .visitChildren }
    let text = value.trimmedDescription
    if text != defaultValue && !(defaultValue == "nil" && text == ".none") {
      add(
        value, .returnDefault(defaultValue), name: .returnValue, original: text,
        replacement: defaultValue)
    }
    return .visitChildren
  }

  override func visit(_ node: CodeBlockItemSyntax) -> SyntaxVisitorContinueKind {
    guard case .expr(let expression) = node.item, let call = Self.call(in: expression),
      !Self.buildsAValue(call), isRemovable(node)
    else { return .visitChildren }
    add(
      expression, .removeStatement, name: .callStatementRemoval,
      original: expression.trimmedDescription, replacement: "")
    return .visitChildren
  }

  // MARK: Helpers

  private func negate(_ condition: ExprSyntax) {
    let text = condition.trimmedDescription
    add(
      condition, .negate, name: .conditionalExpression, original: text,
      replacement: "!(\(text))")
  }

  /// A statement can go when its value cannot be its block's result. Swift takes a block's
  /// value from its only statement (a function or getter that returns one, a closure, an `if` or
  /// `switch` used as a value); a block of several statements returns with `return`, and the
  /// blocks of statements (`if` as a statement, `guard`, loops, `do`, `defer`) return nothing.
  /// Wrapping a result in `if` would change the program with the switch off too.
  private func isRemovable(_ item: CodeBlockItemSyntax) -> Bool {
    guard let list = item.parent?.as(CodeBlockItemListSyntax.self) else { return false }
    if list.count > 1 { return true }
    guard let owner = list.parent else { return false }
    if owner.is(SourceFileSyntax.self) { return true }
    if owner.is(ClosureExprSyntax.self) || owner.is(AccessorBlockSyntax.self) { return false }
    if owner.is(SwitchCaseSyntax.self) {
      return Self.isStatement(owner.parent?.parent?.as(SwitchExprSyntax.self))
    }
    guard owner.is(CodeBlockSyntax.self), let container = owner.parent else { return false }
    if container.is(FunctionDeclSyntax.self) || container.is(AccessorDeclSyntax.self)
      || container.is(InitializerDeclSyntax.self) || container.is(DeinitializerDeclSyntax.self)
    {
      return bodies.last?.returnsNothing ?? false
    }
    if let choice = container.as(IfExprSyntax.self) {
      var outer = choice
      while let parent = outer.parent?.as(IfExprSyntax.self) { outer = parent }  // else if
      return Self.isStatement(outer)
    }
    return container.is(GuardStmtSyntax.self) || container.is(WhileStmtSyntax.self)
      || container.is(ForStmtSyntax.self) || container.is(RepeatStmtSyntax.self)
      || container.is(DoStmtSyntax.self) || container.is(DeferStmtSyntax.self)
      || container.is(CatchClauseSyntax.self)
  }

  /// Whether an `if` or `switch` stands as a statement (its value unused).
  private static func isStatement(_ node: (some ExprSyntaxProtocol)?) -> Bool {
    guard let node else { return false }
    return node.parent?.is(CodeBlockItemSyntax.self) == true
      || node.parent?.is(ExpressionStmtSyntax.self) == true
  }

  private func add(
    _ node: some SyntaxProtocol, _ kind: Site.Kind, name: MutatorName, original: String,
    replacement: String, at place: (some SyntaxProtocol)? = nil as TokenSyntax?
  ) {
    let located = place.map(Syntax.init) ?? Syntax(node)
    sites.append(
      Site(
        range: range(of: node), kind: kind,
        mutant: Mutant(
          mutatorName: name, original: original, replacement: replacement,
          start: position(located.positionAfterSkippingLeadingTrivia),
          end: position(located.endPositionBeforeTrailingTrivia))))
  }

  private func range(of node: some SyntaxProtocol) -> Range<Int> {
    node.positionAfterSkippingLeadingTrivia
      .utf8Offset..<node.endPositionBeforeTrailingTrivia
      .utf8Offset
  }

  private func position(_ absolute: AbsolutePosition) -> Position {
    let location = converter.location(for: absolute)
    return Position(line: location.line, column: location.column)
  }

  static let swaps: [String: (MutatorName, String)] = [
    "<": (.equalityOperator, "<="), "<=": (.equalityOperator, "<"),
    ">": (.equalityOperator, ">="), ">=": (.equalityOperator, ">"),
    "==": (.equalityOperator, "!="), "!=": (.equalityOperator, "=="),
    "===": (.equalityOperator, "!=="), "!==": (.equalityOperator, "==="),
    "&&": (.logicalOperator, "||"), "||": (.logicalOperator, "&&"),
    "+": (.arithmeticOperator, "-"), "-": (.arithmeticOperator, "+"),
    "*": (.arithmeticOperator, "/"), "/": (.arithmeticOperator, "*"),
    "%": (.arithmeticOperator, "*"),
  ]
  static let compoundSwaps = ["+=": "-=", "-=": "+=", "*=": "/=", "/=": "*="]

  /// The call a statement makes, under its `try` and `await`.
  static func call(in expression: ExprSyntax) -> FunctionCallExprSyntax? {
    if let call = expression.as(FunctionCallExprSyntax.self) { return call }
    if let tried = expression.as(TryExprSyntax.self) { return call(in: tried.expression) }
    if let awaited = expression.as(AwaitExprSyntax.self) { return call(in: awaited.expression) }
    return nil
  }

  /// Whether a call's chain starts at a type (`Text("a").bold()`, `Task { … }`, `super.init`,
  /// `self.init`): it makes a value, or initialises, rather than doing a side effect of its own.
  static func buildsAValue(_ call: FunctionCallExprSyntax) -> Bool {
    var expression = call.calledExpression
    while true {
      if let member = expression.as(MemberAccessExprSyntax.self) {
        if member.declName.baseName.tokenKind == .keyword(.`init`) { return true }
        guard let base = member.base else { return false }
        expression = base
      } else if let inner = expression.as(FunctionCallExprSyntax.self) {
        expression = inner.calledExpression
      } else if let optional = expression.as(OptionalChainingExprSyntax.self) {
        expression = optional.expression
      } else if let forced = expression.as(ForceUnwrapExprSyntax.self) {
        expression = forced.expression
      } else {
        break
      }
    }
    if let name = expression.as(DeclReferenceExprSyntax.self)?.baseName.text {
      return name.first?.isUppercase == true
    }
    return expression.is(SuperExprSyntax.self)
  }

  /// The default of a type written in the source, or nil when this tool knows none.
  static func defaultValue(_ type: TypeSyntax) -> String? {
    if type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
      return "nil"
    }
    if type.is(ArrayTypeSyntax.self) { return "[]" }
    if type.is(DictionaryTypeSyntax.self) { return "[:]" }
    guard let name = type.as(IdentifierTypeSyntax.self)?.name.text else { return nil }
    switch name {
    case "Bool": return "false"
    case "String": return "\"\""
    case "Int", "Int8", "Int16", "Int32", "Int64", "Int128", "UInt", "UInt8", "UInt16", "UInt32",
      "UInt64", "UInt128", "Double", "Float":
      return "0"
    case "Optional": return "nil"
    case "Array", "Set": return "[]"
    case "Dictionary": return "[:]"
    default: return nil
    }
  }

  static func isVoid(_ type: TypeSyntax) -> Bool {
    if let name = type.as(IdentifierTypeSyntax.self)?.name.text { return name == "Void" }
    if let tuple = type.as(TupleTypeSyntax.self) { return tuple.elements.isEmpty }
    return false
  }
}

extension SiteFinder {
  /// The sites of `source`, in the order the schematized text numbers them: by where their
  /// bytes start, the outer first.
  static func sites(in source: String, fileName: String) -> [Site] {
    let parsed = Parser.parse(source: source)
    let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }
    let file = folded.as(SourceFileSyntax.self) ?? parsed
    let finder = SiteFinder(file: file, fileName: fileName)
    finder.walk(file)
    return finder.sites.sorted {
      ($0.range.lowerBound, -$0.range.upperBound, $0.kind.nesting)
        < ($1.range.lowerBound, -$1.range.upperBound, $1.kind.nesting)
    }
  }
}
