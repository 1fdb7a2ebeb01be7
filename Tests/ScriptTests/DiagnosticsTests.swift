// Bad input: every case must be refused (or stopped) pointing at file:line:column — never
// misinterpreted, never a crash. The checks refuse with the compiler's words before anything
// runs; what only running finds out, the interpreter refuses in the workbook's ("cannot run …").
import Script
import Testing

struct BadInput: CustomTestStringConvertible, Sendable {
    let name: String
    let source: String
    let message: String
    let line: Int
    let column: Int
    var testDescription: String { name }
}

private let cases: [BadInput] = [
    // @Observable where the macro refuses it
    BadInput(
        name: "@Observable struct", source: "import Observation\n@Observable struct S { var x = 1 }\n",
        message: "'@Observable' cannot be applied to struct type 'S'", line: 2, column: 1),
    BadInput(
        name: "@Observable enum", source: "import Observation\n@Observable enum E { case a }\n",
        message: "'@Observable' cannot be applied to enum type 'E'", line: 2, column: 1),
    BadInput(
        name: "@Observable lazy var",
        source: "import Observation\n@Observable final class C {\n    lazy var y = 2\n}\n",
        message: "'lazy' cannot be used on a computed property", line: 3, column: 14),
    BadInput(
        name: "@Published inside @Observable",
        source: "import Observation\n@Observable final class C {\n    @Published var title = \"\"\n}\n",
        message: "invalid redeclaration of synthesized property '_title'", line: 3, column: 20),
    BadInput(
        name: "@Observable with a _name beside name",
        source: "import Observation\n@Observable final class C {\n    var count = 0\n    private var _count = 0\n}\n",
        message: "invalid redeclaration of '_count'", line: 4, column: 17),
    BadInput(
        name: "@Observable on a function", source: "@Observable func f() {}\n",
        message: "'@Observable' can only be applied to a class", line: 1, column: 1),
    // Names and scopes
    BadInput(
        name: "unknown name", source: "let x = 1\nprint(y)\n", message: "cannot find 'y' in scope", line: 2, column: 7),
    BadInput(
        name: "unknown name in a method, nothing printed first",
        source: "print(\"start\")\nfinal class M {\n    var count = 0\n    func bump() { coutn += 1 }\n}\n",
        message: "cannot find 'coutn' in scope", line: 4, column: 19),
    BadInput(
        name: "unknown name in a function", source: "func f() { let items = [1]; print(item) }\n",
        message: "cannot find 'item' in scope", line: 1, column: 35),
    BadInput(
        name: "self outside a type", source: "print(self)\n",
        message: "cannot run 'self', a name the workbook finds in no scope here", line: 1, column: 7
    ),
    BadInput(
        name: "$0 outside a closure", source: "print($0)\n",
        message: "anonymous closure argument not contained in a closure", line: 1, column: 7),
    BadInput(name: "unknown module", source: "import UIKit\n", message: "no such module 'UIKit'", line: 1, column: 1),
    BadInput(
        name: "no such member", source: "struct P { var x = 1 }\nlet p = P()\nprint(p.y)\n",
        message: "cannot run 'y' on a value of type 'P'", line: 3, column: 9),
    BadInput(
        name: "no such member on Int", source: "let n = 1\nprint(n.foo)\n",
        message: "value of type 'Int' has no member 'foo'", line: 2, column: 9),
    BadInput(
        name: "no such enum case", source: "enum E { case a }\nlet e = E.b\n",
        message: "cannot run 'b' on a value of type 'E.Type'",
        line: 2, column: 11),
    // Mutability
    BadInput(
        name: "assign to let", source: "let x = 1\nx = 2\n",
        message: "cannot assign to value: 'x' is a 'let' constant",
        line: 2, column: 1),
    BadInput(
        name: "assign to a loop variable", source: "print(0)\nfor title in [\"a\"] {\n    title = \"b\"\n}\n",
        message: "cannot assign to value: 'title' is a 'let' constant", line: 3, column: 5),
    BadInput(
        name: "assign to a parameter", source: "func f(label: String) {\n    label += \"x\"\n}\n",
        message: "cannot assign to value: 'label' is a 'let' constant", line: 2, column: 5),
    BadInput(
        name: "mutating a let array", source: "let a = [1]\na.append(2)\n",
        message: "cannot run a mutating member used on the 'let' constant 'a'", line: 2, column: 1),
    BadInput(
        name: "assign to let property", source: "struct P { let x: Int }\nvar p = P(x: 1)\np.x = 2\n",
        message: "cannot run an assignment to the 'let' property 'x'", line: 3, column: 3),
    BadInput(
        name: "non-mutating method assigns", source: "struct S {\n    var x = 0\n    func bump() { x += 1 }\n}\n",
        message: "left side of mutating operator isn't mutable: 'self' is immutable", line: 3, column: 19),
    BadInput(
        name: "uninitialized variable", source: "var x: Int\nprint(x)\n",
        message: "cannot run a read of 'x' before it is given a value", line: 2, column: 7),
    BadInput(
        name: "weak non-optional", source: "class C {}\nweak var c: C = C()\n",
        message: "'weak' variable should have optional type 'C?'", line: 2, column: 10),
    // Calls
    BadInput(
        name: "missing argument label", source: "func f(name: String) {}\nf(\"a\")\n",
        message: "missing argument label 'name:' in call", line: 2, column: 2),
    BadInput(
        name: "wrong argument label", source: "func f(name: String) {}\nf(nam: \"a\")\n",
        message: "incorrect argument label in call (have 'nam:', expected 'name:')", line: 2, column: 2),
    BadInput(
        name: "extraneous label", source: "func f(_ name: String) {}\nf(name: \"a\")\n",
        message: "extraneous argument label 'name:' in call", line: 2, column: 2),
    BadInput(
        name: "extra argument", source: "func f() {}\nf(1)\n", message: "extra argument in call", line: 2, column: 2),
    BadInput(
        name: "missing argument", source: "func f(a: Int, b: Int) {}\nf(a: 1)\n",
        message: "missing argument for parameter 'b' in call", line: 2, column: 2),
    BadInput(
        name: "inout without &", source: "func f(_ x: inout Int) {}\nvar a = 1\nf(a)\n",
        message: "cannot run an argument to the inout parameter 'x' passed without '&'", line: 3, column: 3),
    BadInput(
        name: "& on a plain parameter", source: "func f(_ x: Int) {}\nvar a = 1\nf(&a)\n",
        message: "cannot run '&' on an argument that is not 'inout'", line: 3, column: 3),
    BadInput(
        name: "calling an Int", source: "let n = 3\nn()\n", message: "cannot run a call of a value of type 'Int'",
        line: 2, column: 2),
    // Types and operators
    BadInput(
        name: "Int + String", source: "let a = 1 + \"x\"\n",
        message: "cannot run the operator '+' on values of type 'Int' and 'String'", line: 1, column: 11),
    BadInput(
        name: "optional as condition", source: "let b: Bool? = true\nif b { }\n",
        message: "cannot run an optional used as a condition", line: 2, column: 4),
    BadInput(
        name: "% on Double", source: "let d = 5.0 % 2.0\n",
        message: "cannot run '%' on floating-point numbers (use truncatingRemainder)", line: 1, column: 13),
    // Statements
    BadInput(
        name: "guard falls through",
        source: "func f(_ x: Int?) {\n    guard let y = x else { print(\"no\") }\n    print(y)\n}\n",
        message: "'guard' body must not fall through", line: 2, column: 5),
    BadInput(
        name: "break outside a loop", source: "break\n",
        message: "'break' is only allowed inside a loop, if, do, or switch", line: 1, column: 1),
    BadInput(
        name: "return at top level", source: "return\n", message: "return invalid outside of a func", line: 1, column: 1
    ),
    BadInput(
        name: "if expression without else", source: "let v = if true { 1 }\n",
        message: "'if' must have an unconditional 'else' to be used as expression", line: 1, column: 9),
    BadInput(
        name: "computed let", source: "struct S {\n    let x: Int { 1 }\n}\n",
        message: "'let' declarations cannot be computed properties", line: 2, column: 9),
    BadInput(
        name: "deinit in a struct", source: "struct S {\n    deinit {}\n}\n",
        message: "deinitializers may only be declared within a class", line: 2, column: 5),
    // Syntax
    BadInput(
        name: "unterminated string", source: "let s = \"abc\n", message: "unterminated string literal", line: 1,
        column: 9),
    BadInput(
        name: "bad escape", source: "let s = \"a\\qb\"\n", message: "invalid escape sequence in literal", line: 1,
        column: 11),
    BadInput(
        name: "line continuation before the closing delimiter", source: "let s = \"\"\"\n    ends \\\n    \"\"\"\n",
        message: "escaped newline at the last line is not allowed", line: 2, column: 10),
    BadInput(
        name: "two statements on a line", source: "let a = 1 let b = 2\n",
        message: "consecutive statements on a line must be separated by ';'", line: 1, column: 11),
    BadInput(
        name: "missing closing brace", source: "func f() {\n    print(1)\n", message: "expected '}' at end of block",
        line: 3, column: 1),
    BadInput(
        name: "undeclared Unicode operator", source: "let a = 1 ¤ 2\n", message: "cannot find operator '¤' in scope",
        line: 1, column: 11),
    BadInput(
        name: "CGFloat", source: "let x: CGFloat = 1.5\n",
        message: "'CGFloat' is not supported in the workbook; use Double", line: 1, column: 5),
    BadInput(
        name: "sized integer overflow", source: "let y: UInt8 = 200\nprint(y + 100)\n",
        message: "Fatal error: arithmetic overflow", line: 2, column: 9),
    BadInput(
        name: "narrowing conversion", source: "let n = 300\nprint(UInt8(n))\n",
        message: "Fatal error: Not enough bits to represent the passed value", line: 2, column: 12),
    BadInput(
        name: "Double too large for UInt8", source: "let d = 300.7\nprint(UInt8(d))\n",
        message:
            "Fatal error: Double value cannot be converted to UInt8 because the result would be greater than UInt8.max",
        line: 2, column: 12),
    BadInput(
        name: "Int.min / -1", source: "let m = Int.min\nlet d = -1\nprint(m / d)\n",
        message: "Fatal error: Division results in an overflow", line: 3, column: 9),
    BadInput(
        name: "init accessors",
        source:
            "final class P {\n    private var _name = \"a\"\n    var name: String {\n        @storageRestrictions(initializes: _name)\n        init(initialValue) { _name = initialValue }\n        get { _name }\n    }\n}\n",
        message: "init accessors are not supported in the workbook", line: 5, column: 9),
    BadInput(
        name: "_modify accessors",
        source:
            "final class P {\n    private var _n = 0\n    var n: Int {\n        get { _n }\n        _modify { yield &_n }\n    }\n}\n",
        message: "'_modify' accessors are not supported in the workbook", line: 5, column: 9),
    BadInput(
        name: "redeclaration in one program",
        source: "func greet() -> String { \"v1\" }\nfunc greet() -> String { \"v2\" }\n",
        message: "invalid redeclaration of 'greet()'", line: 2, column: 1),
    // Fuzzer findings, kept as regressions
    BadInput(
        name: "fuzz: modifier and '(' at the end of input", source: "el\nstatic(a",
        message: "expected expression, found 'static'", line: 2, column: 1),
    BadInput(
        name: "fuzz: private(set at the end of input", source: "private(set",
        message: "expected expression, found 'private'", line: 1, column: 1),
    // Outside the subset: named and refused
    BadInput(
        name: "an operator below the ternary operator's precedence",
        source: "precedencegroup Low { lowerThan: TernaryPrecedence }\ninfix operator <<< : Low\nlet a = 1 <<< 2\n",
        message: "an operator of the precedence group 'Low' (as low as '?:') is not supported in the workbook", line: 3,
        column: 11),
    BadInput(
        name: "Date in a Codable type",
        source: "import Foundation\nprint(1)\nstruct E: Codable {\n    var when: Date\n}\n",
        message: "'Date' properties of Codable types are not supported in the workbook", line: 4, column: 9),
    BadInput(
        name: "custom Codable",
        source: "struct E: Codable {\n    var n: Int\n    func encode(to encoder: Encoder) throws {}\n}\n",
        message: "custom Codable implementations (init(from:), encode(to:)) are not supported in the workbook", line: 3,
        column: 5),
    BadInput(
        name: "dead unowned reference",
        source:
            "final class A {}\nfinal class B {\n    unowned let a: A\n    init(a: A) { self.a = a }\n}\nvar a: A? = A()\nlet b = B(a: a!)\na = nil\nprint(b.a)\n",
        message: "Fatal error: Attempted to read an unowned reference but the object was already deallocated", line: 9,
        column: 9),
    BadInput(
        name: "view property wrappers", source: "struct V {\n    @State var count = 0\n}\n",
        message: "'@State' works in the workbook only in a view", line: 2, column: 5),
    BadInput(
        name: "unknown attributes", source: "@main struct App { static func main() {} }\n",
        message: "attribute '@main' is not supported in the workbook", line: 1, column: 1),
    BadInput(
        name: "Foundation APIs without the import", source: "print(\"a\".components(separatedBy: \",\"))\n",
        message: "add 'import Foundation'", line: 1, column: 11),
    // Run-time traps, worded like the Swift runtime
    BadInput(
        name: "force-unwrapping nil", source: "let o: Int? = nil\nprint(o!)\n",
        message: "Fatal error: Unexpectedly found nil while unwrapping an Optional value", line: 2, column: 8),
    BadInput(
        name: "index out of range", source: "let a = [1, 2]\nprint(a[5])\n", message: "Fatal error: Index out of range",
        line: 2, column: 8),
    BadInput(
        name: "division by zero", source: "let z = 0\nprint(1 / z)\n", message: "Fatal error: Division by zero",
        line: 2, column: 9),
    BadInput(
        name: "overflow", source: "let big = Int.max\nprint(big + 1)\n", message: "Fatal error: arithmetic overflow",
        line: 2, column: 11),
    BadInput(name: "fatalError", source: "fatalError(\"boom\")\n", message: "Fatal error: boom", line: 1, column: 11),
    BadInput(
        name: "failed precondition", source: "precondition(1 > 2, \"math\")\n",
        message: "Fatal error: Precondition failed: math", line: 1, column: 13),
    BadInput(
        name: "failed cast", source: "let a: Any = 1\nlet s = a as! String\n",
        message: "Could not cast value of type 'Int' to 'String'", line: 2, column: 11),
    BadInput(
        name: "overlapping access",
        source:
            "struct Counter { var n = 0; mutating func bump() { n += 1; print(counter.n) } }\nvar counter = Counter()\ncounter.bump()\n",
        message: "Fatal error: Simultaneous accesses to 'counter', but modification requires exclusive access", line: 1,
        column: 66),
    BadInput(
        name: "bad range", source: "let r = 5..<1\n", message: "Fatal error: Range requires lowerBound <= upperBound",
        line: 1, column: 10),
    BadInput(
        name: "error at top level",
        source: "enum Err: Error { case bad }\nfunc f() throws { throw Err.bad }\ntry f()\n",
        message: "Fatal error: Error raised at top level: ", line: 2, column: 19),
]

@Suite("Diagnostics for bad input")
struct DiagnosticsTests {
    @Test("bad input is refused with the compiler's words and a location", arguments: cases)
    func refused(_ input: BadInput) throws {
        let session = ScriptSession(options: ScriptOptions(output: { _ in }))
        let result = session.run(input.source, file: "bad.swift")
        let diagnostic = try #require(result.diagnostics.first, "\(input.name): no diagnostic")
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message.contains(input.message), "\(input.name): got '\(diagnostic.message)'")
        #expect(diagnostic.location.file == "bad.swift")
        #expect(diagnostic.location.line == input.line, "\(input.name): line \(diagnostic.location.line)")
        #expect(diagnostic.location.column == input.column, "\(input.name): column \(diagnostic.location.column)")
        #expect(!result.succeeded)
    }

    @Test("what the interpreter cannot run is refused before the program prints anything")
    func unsupportedRefusedUpFront() {
        let session = ScriptSession(options: ScriptOptions(output: { _ in }))
        let result = session.run(
            "import Foundation\nprint(\"started\")\nstruct E: Codable {\n    var when: Date\n}\n", file: "bad.swift")
        #expect(result.output == "", "printed \(result.output.debugDescription) before the refusal")
        #expect(result.diagnostics.first?.message.contains("not supported in the workbook") == true)
    }

    @Test("a compile error prints nothing of the program")
    func compileErrorPrintsNothing() {
        let session = ScriptSession(options: ScriptOptions(output: { _ in }))
        let result = session.run("print(\"first\")\nprint(undefinedName)\n", file: "x.swift")
        #expect(result.output == "")
        #expect(result.diagnostics.first?.message == "cannot find 'undefinedName' in scope")
    }

    @Test(
        "return, break and continue out of place are refused before the program prints",
        arguments: [
            ("print(\"a\")\nif true { return }\n", "return invalid outside of a func", 2),
            (
                "print(\"a\")\nif true { break }\n",
                "unlabeled 'break' is only allowed inside a loop or switch, a labeled break is required to exit an if or do",
                2
            ),
            ("print(\"a\")\ncontinue\n", "'continue' is only allowed inside a loop", 2),
            ("print(\"a\")\nfunc f() {\n    break\n}\n", "'break' is only allowed inside a loop, if, do, or switch", 3),
        ])
    func controlTransferOutOfPlace(source: String, message: String, line: Int) {
        let session = ScriptSession(options: ScriptOptions(output: { _ in }))
        let result = session.run(source, file: "flow.swift")
        #expect(result.output == "")
        #expect(result.diagnostics.first?.message == message)
        #expect(result.diagnostics.first?.location.line == line)
    }

    @Test("return, break and continue where Swift allows them still run")
    func controlTransferInPlace() {
        let session = ScriptSession(options: ScriptOptions(output: { _ in }))
        let result = session.run(
            """
            outer: for i in 0..<4 {
                switch i {
                case 1: continue outer
                case 3: break outer
                default: break
                }
                print(i)
            }
            func first(_ values: [Int]) -> Int? {
                for value in values where value > 1 { return value }
                return nil
            }
            var total: Int { get { return 5 } }
            print(first([1, 2, 3]) ?? 0, total)
            """, file: "flow.swift")
        #expect(result.diagnostics.isEmpty)
        #expect(result.output == "0\n2\n2 5\n")
    }

    @Test("a type declared inside a function is checked before the program runs")
    func localTypeCheckedBeforeRunning() {
        let session = ScriptSession(options: ScriptOptions(output: { _ in }))
        let result = session.run(
            "print(\"start\")\nfunc make() {\n    enum Mode {\n        case on\n        var stored = 1\n    }\n"
                + "    print(Mode.on)\n}\nmake()\n",
            file: "local.swift")
        #expect(result.output == "")
        #expect(result.diagnostics.first?.message == "enums must not contain stored properties")
        #expect(result.diagnostics.first?.location.line == 5)
    }

    @Test("inheritance from a class an earlier run declared is checked; a refused program declares nothing")
    func inheritanceAcrossRuns() {
        let session = ScriptSession(options: ScriptOptions(output: { _ in }))
        #expect(session.run("class Base {}\nprotocol Named {}\n", file: "a.swift").succeeded)
        let misplaced = session.run("print(\"start\")\nclass Child: Named, Base {}\n", file: "b.swift")
        #expect(misplaced.output == "")
        #expect(misplaced.diagnostics.first?.message == "superclass 'Base' must appear first in the inheritance clause")
        let structFromClass = session.run("struct Wrong: Base {}\n", file: "c.swift")
        #expect(structFromClass.diagnostics.first?.message == "inheritance from non-protocol type 'Base'")
        let afterRefusal = session.run("let child = Child()\n", file: "d.swift")
        #expect(afterRefusal.diagnostics.first?.message == "cannot find 'Child' in scope")
        let fixed = session.run("class Child: Base, Named {}\nprint(Child() is Base)\n", file: "e.swift")
        #expect(fixed.diagnostics.isEmpty)
        #expect(fixed.output == "true\n")
    }

    @Test("argument labels of the program's own functions and types are checked before it runs")
    func labelsCheckedStatically() {
        let session = ScriptSession(options: ScriptOptions(output: { _ in }))
        let result = session.run("print(\"first\")\nstruct P { var x: Int }\nlet p = P(y: 1)\n", file: "x.swift")
        #expect(result.output == "")
        #expect(result.diagnostics.first?.message == "incorrect argument label in call (have 'y:', expected 'x:')")
        #expect(result.diagnostics.first?.location.line == 3)
    }

    @Test("the rendered diagnostic shows the source line and a caret under the column")
    func rendering() throws {
        let session = ScriptSession(options: ScriptOptions(output: { _ in }))
        let result = session.run("import Observation\n@Observable struct S { var x = 1 }\n", file: "s.swift")
        let d = try #require(result.diagnostics.first)
        #expect(
            d.rendered
                == "s.swift:2:1: error: '@Observable' cannot be applied to struct type 'S'\n@Observable struct S { var x = 1 }\n^\n"
        )
    }

    @Test("a name swiftc accepted but the workbook lacks is named as missing from the workbook, not as a typo")
    func unknownNameAfterTheCompilerAccepted() throws {
        let source = "print(\"first\")\nvar generator = SystemRandomNumberGenerator()\n"
        let accepted = runAccepted(source, file: "r.swift")
        #expect(accepted.output == "")
        let message = try #require(accepted.diagnostics.first?.message)
        #expect(message.hasPrefix("'SystemRandomNumberGenerator' is not in the workbook: swiftc knows it"))
        #expect(message.contains("UNSUPPORTED.md"))
        // Without the compiler's word (no toolchain), the same name may be a typo: swiftc's words.
        let unchecked = ScriptSession(options: ScriptOptions(output: { _ in })).run(source, file: "r.swift")
        #expect(unchecked.diagnostics.first?.message == "cannot find 'SystemRandomNumberGenerator' in scope")
    }

    @Test("firstLine shifts reported lines (lesson code blocks)")
    func firstLineOffset() throws {
        let session = ScriptSession(options: ScriptOptions(output: { _ in }))
        let result = session.run("let a = 1\nprint(b)\n", file: "Lessons/01.md", firstLine: 40)
        let d = try #require(result.diagnostics.first)
        #expect(d.location.line == 41)
        #expect(d.sourceLine == "print(b)")
    }
}
