import Testing

// The compile-time layer (Sources/ScriptFrontEnd/Semantics): declarations, static types of
// expressions, the builtin table, and what typed lowering writes.
@testable import Script
@testable import ScriptFrontEnd

private func parse(_ source: String) throws -> [Stmt] {
    var parser = try Parser(source: source)
    return try parser.parseProgram()
}

private func model(_ source: String) throws -> DeclarationModel {
    let model = DeclarationModel()
    model.absorb(try parse(source))
    return model
}

/// The static type of `expression` after the declarations of `context`.
private func typeOf(_ expression: String, after context: String = "") throws -> String {
    let declarations = try model(context)
    var lowering = TypedLowering(model: declarations)
    _ = lowering.lower(try parse(context))
    let program = try parse(expression)
    guard case .expr(let expr)? = program.first?.kind else { return "not an expression" }
    return ExpressionTyper(model: declarations).type(of: expr).description
}

private let shapes = """
    protocol Shape { func area() -> Double }
    extension Shape {
        func describe() -> String { "shape" }
        var kind: String { "shape" }
    }
    struct Square: Shape {
        var side: Double
        func area() -> Double { side * side }
        func describe() -> String { "square" }
    }
    class Base {}
    final class Derived: Base, Shape { func area() -> Double { 1 } }
    typealias Area = Double
    let squares: [Square] = [Square(side: 1)]
    let anyShapes: [any Shape] = squares
    let price: Double = 2
    var table: [String: Int] = [:]
    """

@Suite("Semantic layer: declarations, static types, lowering")
struct SemanticModelTests {
    @Test("the builtin table parses and describes the standard types")
    func builtinTable() {
        let builtins = BuiltinSignatures.model
        #expect(builtins.type(named: "Array")?.genericParameters == ["Element"])
        #expect(builtins.type(named: "Dictionary")?.genericParameters == ["Key", "Value"])
        #expect(builtins.isProtocol("Hashable"))
        #expect(builtins.conforms("Int", to: "Equatable"))
        #expect(!builtins.members(named: "count", in: "String").isEmpty)
        #expect(BuiltinSignatures.knownProtocols.contains("CustomStringConvertible"))
        // The sized integers are appended to the table: one parse failure would empty it.
        #expect(!builtins.members(named: "magnitude", in: "Int32").isEmpty)
        #expect(!builtins.members(named: "addingReportingOverflow", in: "UInt").isEmpty)
    }

    @Test("declarations: members from body and extensions, requirements, conformances, superclass")
    func declarations() throws {
        let m = try model(shapes)
        #expect(m.type(named: "Shape")?.requirements == ["area"])
        #expect(m.members(named: "describe", in: "Square").count == 1)
        #expect(m.members(named: "kind", in: "Square").first?.origin == .extension)
        #expect(m.conforms("Derived", to: "Shape"))
        #expect(m.superclass(of: "Derived") == "Base")
        #expect(m.protocolExtensionOnlyMember(named: "describe", in: ["Shape"], isProperty: false) == "Shape")
        #expect(m.protocolExtensionOnlyMember(named: "area", in: ["Shape"], isProperty: false) == nil)
        #expect(m.protocolExtensionOnlyMember(named: "kind", in: ["Shape"], isProperty: true) == "Shape")
        #expect(m.resolvingAliases(.named("Area", [])).description == "Double")
        #expect(m.functions.isEmpty)
    }

    @Test("a later program replaces a function with the same signature, keeps an overload")
    func redeclaration() throws {
        let m = try model("func f(_ x: Int) -> Int { x }\nfunc f(_ x: Double) -> Double { x }")
        m.absorb(try parse("func f(_ x: Int) -> Int { x + 1 }"))
        #expect(m.functions["f"]?.count == 2)
    }

    @Test(
        "static types of expressions",
        arguments: [
            ("1 + 2", "Int"),
            ("1 / 2 * price", "Double"),
            ("[1, 2]", "[Int]"),
            ("squares.count", "Int"),
            ("squares.first", "Square?"),
            ("squares[0].side", "Double"),
            ("anyShapes[0]", "any Shape"),
            ("table[\"a\"]", "Int?"),
            ("table[\"a\"] ?? 0", "Int"),
            ("Square(side: 2)", "Square"),
            ("Square(side: 2).area()", "Double"),
            ("price > 1", "Bool"),
            ("0..<3", "Range<Int>"),
            ("Optional<Int>.none", "Int?"),
            ("Array<String>()", "[String]"),
            ("squares.map { $0.side }", "[Double]"),  // a one-expression closure's result is inferred
            ("squares.map(\\.side)", "[Double]"),
            ("squares.map { s in let d = s.side; return d }", "_"),  // a longer closure's is not: unknown
        ])
    func expressionTypes(expression: String, expected: String) throws {
        #expect(try typeOf(expression, after: shapes) == expected)
    }

    @Test("a generic function's result binds its parameter from the argument")
    func genericResult() throws {
        let context = "func identity<T>(_ x: T) -> T { x }\nlet d: Double = 1"
        #expect(try typeOf("identity(d)", after: context) == "Double")
        #expect(try typeOf("identity(\"s\")", after: context) == "String")
    }

    @Test("lowering types literals by context and spells static dispatch as a cast")
    func lowering() throws {
        let source = shapes + "\nlet d: Double = 3\nfor s in anyShapes { print(s.describe()) }\n"
        let declarations = DeclarationModel()
        let program = try parse(source)
        declarations.absorb(program)
        var lowering = TypedLowering(model: declarations)
        let lowered = lowering.lower(program)
        let declarationOfD = lowered.compactMap { statement -> VarDecl? in
            if case .variable(let v) = statement.kind, v.name == "d" { return v }
            return nil
        }.first
        guard case .float(3)? = declarationOfD?.initializer?.kind else {
            Issue.record("`let d: Double = 3` should hold a floating-point literal")
            return
        }
        guard case .forIn(_, _, _, let body, _)? = lowered.last?.kind,
            case .expr(let printCall) = body.first?.kind,
            case .call(_, let arguments) = printCall.kind,
            case .call(let callee, _) = arguments.first?.value.kind,
            case .member(let receiver, "describe") = callee.kind,
            case .cast(_, let target, .asType) = receiver.kind
        else {
            Issue.record("`s.describe()` on `any Shape` should be lowered to `(s as any Shape).describe()`")
            return
        }
        #expect(target.description == "Shape")
    }

    @Test("overloads: the argument's static type picks the function")
    func overloadChoice() throws {
        let source = "func f(_ x: Int) {}\nfunc f(_ x: Double) {}\nfunc f(_ x: String) {}\nlet d = 2.0"
        let declarations = try model(source)
        var typer = ExpressionTyper(model: declarations)
        typer.scopes.bind("d", .double)
        func chosen(_ call: String) throws -> String? {
            guard case .expr(let e)? = try parse(call).first?.kind, case .call(_, let arguments) = e.kind else {
                return nil
            }
            return FunctionChoice.byStaticTypes(declarations.functions["f"] ?? [], arguments, typer: typer)?.params
                .first?.type.description
        }
        #expect(try chosen("f(1)") == "Int")
        #expect(try chosen("f(d)") == "Double")
        #expect(try chosen("f(\"s\")") == "String")
    }

    @Test("completion after `name.` offers the members of the variable's static type, builtins included")
    func completion() {
        let session = ScriptSession(options: ScriptOptions(output: { _ in }))
        _ = session.run(shapes + "\nlet shape: any Shape = Square(side: 1)")
        let arrayMembers = session.completions(prefix: "co", receiver: "squares")
        #expect(
            arrayMembers.contains("count") && arrayMembers.contains("contains") && arrayMembers.contains("compactMap"))
        // The protocol's members, extension helpers included (the value's own members come from run time).
        #expect(Set(session.completions(prefix: "", receiver: "shape")).isSuperset(of: ["area", "describe", "kind"]))
        #expect(session.completions(prefix: "up", receiver: "price").isEmpty)
    }

    @Test("a session keeps its declarations: a later run dispatches on an earlier run's protocol")
    func sessionModelPersists() {
        let session = ScriptSession(options: ScriptOptions(output: { _ in }))
        _ = session.run(shapes)
        let result = session.run(
            "let s: any Shape = Square(side: 2)\nprint(s.describe(), s.kind, Square(side: 1).describe())")
        #expect(result.output == "shape shape square\n")
        session.reset()
        #expect(!session.run("print(Square(side: 1))").succeeded, "reset forgets the model too")
    }
}
