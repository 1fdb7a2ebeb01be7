// A generic function's parameter used as a type inside it (`T.self`, `as! E`, a literal of
// type `T`): the interpreter cannot know which type `T` stands for at each call, so the
// program is refused before it prints anything, naming the parameter — it used to run and
// answer wrongly (`0` for `0.0`) or stop mid-run with "cannot find 'T' in scope" (issue 34).
import Script
import Testing

private func session() -> ScriptSession { ScriptSession(options: ScriptOptions(output: { _ in })) }

@Suite("Generic parameters used as types are refused before any output, or bound exactly")
struct GenericParameterRefusalTests {
    @Test(
        "T.self, T.zero, T(x), .zero as a T, a cast to T and a literal of type T are refused before output",
        arguments: [
            ("print(\"a\")\nfunc name<T>(_ x: T) -> String { \"\\(T.self)\" }\nprint(name(1))", "'T' used as a type"),
            (
                "print(\"a\")\nfunc zero<T: Numeric>(_ x: T) -> T { T.zero + x }\nprint(zero(2.5))",
                "'T' used as a type"
            ),
            (
                "print(\"a\")\nfunc make<T: BinaryInteger>(_ x: Int) -> T { T(x) }\nlet y: Int8 = make(3)",
                "'T' used as a type"
            ),
            (
                "print(\"a\")\nfunc total<T: AdditiveArithmetic>(_ xs: [T]) -> T { xs.reduce(.zero, +) }\n"
                    + "print(total([Double]()))",
                "'T' used as a type"
            ),
            (
                "print(\"a\")\nfunc all<E>(_ t: E.Type, _ xs: [Any]) -> [E] { xs.map { $0 as! E } }\n"
                    + "print(all(Int.self, [1]))",
                "a cast to the generic parameter 'E'"
            ),
            (
                "print(\"a\")\nfunc only<E>(_ xs: [Any]) -> [E] { xs.compactMap { $0 as? E } }\n"
                    + "let n: [Int] = only([1, \"x\"])",
                "a cast to the generic parameter 'E'"
            ),
            (
                "print(\"a\")\nfunc sum<T: Numeric>(_ xs: [T]) -> T { xs.reduce(0, +) }\nprint(sum([Double]()))",
                "a literal of the generic parameter type 'T'"
            ),
            (
                "print(\"a\")\nfunc zero<T: Numeric>() -> T { return 0 }\nlet z: Double = zero()",
                "a literal of the generic parameter type 'T'"
            ),
        ])
    func refusedBeforeOutput(_ source: String, _ named: String) {
        let result = session().run(source, file: "main.swift")
        #expect(result.output == "")
        #expect(!result.succeeded)
        let message = result.diagnostics.first?.message ?? ""
        #expect(message.contains(named), "\(message)")
        #expect(message.contains("UNSUPPORTED.md"), "\(message)")
    }

    @Test("a parameter only the program's own structs and final classes adopt is bound exactly and runs")
    func programProtocolParameterRuns() {
        let source = """
            protocol Kind { static var kind: String { get } }
            struct Widget: Kind { static var kind: String { "widget" } }
            final class Gadget: Kind { static var kind: String { "gadget" } }
            func kindOf<T: Kind>(_ value: T) -> String { T.kind }
            func build<T: Kind>(_ type: T.Type) -> String { "\\(T.kind)!" }
            print(kindOf(Widget()), kindOf(Gadget()), build(Widget.self))
            """
        let result = session().run(source, file: "main.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.output == "widget gadget widget!\n")
    }

    @Test("a builtin type or a class with subclasses adopting the protocol makes T unknowable: refused")
    func builtinOrSubclassedConformanceRefused() {
        let sources = [
            """
            protocol Kind { static var kind: String { get } }
            extension Int: Kind { static var kind: String { "int" } }
            func kindOf<T: Kind>(_ value: T) -> String { T.kind }
            print(kindOf(1))
            """,
            """
            protocol Kind { static var kind: String { get } }
            class Base: Kind { class var kind: String { "base" } }
            class Derived: Base { override class var kind: String { "derived" } }
            func kindOf<T: Kind>(_ value: T) -> String { T.kind }
            let b: Base = Derived()
            print(kindOf(b))
            """,
        ]
        for source in sources {
            let result = session().run(source, file: "main.swift")
            #expect(result.output == "")
            #expect(result.diagnostics.first?.message.contains("'T' used as a type") == true, "\(result.diagnostics)")
        }
    }

    @Test("an unknown type qualifying a case pattern is refused before output (`catch DecodingError.x`)")
    func unknownTypeInCasePatternRefused() {
        let source = """
            print("a")
            enum E: Error { case x }
            do { throw E.x } catch MissingError.gone(let context) { print(context) } catch { print(error) }
            """
        let result = session().run(source, file: "main.swift")
        #expect(result.output == "")
        #expect(result.diagnostics.first?.message.contains("'MissingError'") == true, "\(result.diagnostics)")
    }
}
