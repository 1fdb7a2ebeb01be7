import Testing

// Custom operators: the parser's precedence comes from a table the program extends
// (`OperatorTable`), declarations count wherever they stand in the entry, and a session's later
// entries parse with the operators its earlier ones declared. What the programs print is checked
// against swiftc by corpus scripts 798-800.
@testable import Script
@testable import ScriptFrontEnd

@Suite("Custom operators")
struct CustomOperatorTests {
    /// The last statement of `source`, an expression, written with every binary, prefix and
    /// postfix use in parentheses.
    static func grouping(_ source: String) throws -> String {
        var parser = try Parser(source: source)
        guard case .expr(let expr)? = try parser.parseProgram().last?.kind else { return "not an expression" }
        func written(_ expr: Expr) -> String {
            switch expr.kind {
            case .identifier(let name): return name
            case .integer(let value): return String(value)
            case .binary(let op, let lhs, let rhs): return "(\(written(lhs)) \(op) \(written(rhs)))"
            case .prefix(let op, let operand): return "(\(op)\(written(operand)))"
            case .postfix(let op, let operand): return "(\(written(operand))\(op))"
            case .cast(let operand, _, _): return "(\(written(operand)) as _)"
            default: return "?"
            }
        }
        return written(expr)
    }

    static let power = "precedencegroup Power { higherThan: MultiplicationPrecedence associativity: right }\n"

    @Test("a group higher than multiplication binds tighter than * and +, and to the right")
    func higherGroup() throws {
        let declarations = Self.power + "infix operator ** : Power\n"
        #expect(try Self.grouping(declarations + "a + b ** c * d") == "(a + ((b ** c) * d))")
        #expect(try Self.grouping(declarations + "a ** b ** c") == "(a ** (b ** c))")
    }

    @Test("an operator is parsed by its group even above the lines that declare both")
    func useBeforeDeclaration() throws {
        let source = "a + b ** c * d\ninfix operator ** : Power\n" + Self.power
        var parser = try Parser(source: source)
        guard case .expr(let expr)? = try parser.parseProgram().first?.kind else {
            Issue.record("no expression")
            return
        }
        guard case .binary("+", _, let rhs) = expr.kind, case .binary("*", let product, _) = rhs.kind,
            case .binary("**", _, _) = product.kind
        else {
            Issue.record("grouped as \(expr.kind)")
            return
        }
    }

    @Test("lowerThan, left associativity, and an operator with no group (DefaultPrecedence)")
    func lowerAndDefault() throws {
        let low =
            "precedencegroup Low { lowerThan: AdditionPrecedence higherThan: ComparisonPrecedence associativity: left }\n"
        let declarations = low + "infix operator -< : Low\ninfix operator <> \n"
        #expect(try Self.grouping(declarations + "a + b -< c + d -< e") == "(((a + b) -< (c + d)) -< e)")
        #expect(try Self.grouping(declarations + "a == b -< c") == "(a == (b -< c))")
        #expect(try Self.grouping(declarations + "a + b <> c") == "((a + b) <> c)")
        #expect(try Self.grouping(declarations + "a <> b as Int") == "(a <> (b as _))")
    }

    @Test("a postfix operator applies before a prefix one; dot-led and Unicode spellings are one operator")
    func fixityAndSpelling() throws {
        let declarations = "prefix operator +++\npostfix operator ---\ninfix operator .+. : AdditionPrecedence\n"
        #expect(try Self.grouping(declarations + "+++a---") == "(+++(a---))")
        #expect(try Self.grouping(declarations + "a .+. b * c") == "(a .+. (b * c))")
        #expect(try Self.grouping("infix operator ≈ : ComparisonPrecedence\na + b ≈ c") == "((a + b) ≈ c)")
    }

    @Test("an operator one run declares is used by the next run of the session")
    func acrossRuns() {
        let session = ScriptSession(options: ScriptOptions(output: { _ in }))
        let declaring = session.run(
            Self.power
                + "infix operator ** : Power\nfunc ** (base: Int, power: Int) -> Int { power == 0 ? 1 : base * (base ** (power - 1)) }\n"
                + "postfix operator %%\npostfix func %% (x: Int) -> Int { x * 100 }\n")
        #expect(declaring.succeeded)
        #expect(session.run("print(1 + 2 ** 3 ** 2 * 2, 3%%)\n").output == "1025 300\n")
        session.reset()
        #expect(!session.run("print(2 ** 3)\n").succeeded)
    }
}
