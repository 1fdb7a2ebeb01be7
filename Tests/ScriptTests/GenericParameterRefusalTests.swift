// A generic function's parameter used as a type inside it (`T.self`, `T.zero`, a literal of
// type `T`): each call passes the type it binds (GenericRuntimeBindings), so the body runs with
// Swift's `T`; what lowering cannot bind exactly (a cast to `T`, a binding it cannot tell, a
// literal of a program type) is refused before the program prints anything, naming the
// parameter — it used to answer wrongly (`0` for `0.0`) or stop mid-run (issue 34).
import Script
import Testing

private func session() -> ScriptSession { ScriptSession(options: ScriptOptions(output: { _ in })) }

@Suite("Generic parameters used as types are refused before any output, or bound exactly")
struct GenericParameterRefusalTests {
    @Test(
        "a cast to T, a call binding T to what lowering cannot tell, and a literal of a T bound to a program type are refused before output",
        arguments: [
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
                // swiftc makes `T` a Double here (the elements join at Double): lowering does not follow that.
                "print(\"a\")\nfunc ident<T>(_ x: T) -> T { x }\nprint([ident(1), 2.5])",
                "binds 'T' to a type the workbook cannot tell here"
            ),
            (
                "print(\"a\")\nfunc sum<T: Numeric>(_ xs: [T]) -> T { xs.reduce(0, +) }\n"
                    + "let f: ([Double]) -> Double = sum\nprint(f([1]))",
                "the generic function 'sum', whose body uses a generic parameter as a type, used as a value"
            ),
            (
                "print(\"a\")\nprotocol Kind { static var kind: String { get } }\n"
                    + "func kindOf<T: Kind>(_ value: T) -> String { T.kind }\n"
                    + "struct W: Kind { static var kind: String { \"w\" } }\nlet k: any Kind = W()\n"
                    + "extension Int: Kind { static var kind: String { \"int\" } }\nprint(kindOf(k))",
                "binds 'T' to a type the workbook cannot tell here"
            ),
            (
                "print(\"a\")\nstruct Cents: ExpressibleByIntegerLiteral, AdditiveArithmetic {\n"
                    + "    var n: Int\n    init(integerLiteral v: Int) { n = v }\n"
                    + "    static var zero: Cents { 0 }\n"
                    + "    static func + (a: Cents, b: Cents) -> Cents { Cents(integerLiteral: a.n + b.n) }\n"
                    + "    static func - (a: Cents, b: Cents) -> Cents { Cents(integerLiteral: a.n - b.n) }\n}\n"
                    + "func sum<T: AdditiveArithmetic & ExpressibleByIntegerLiteral>(_ xs: [T]) -> T { xs.reduce(0, +) }\n"
                    + "print(sum([Cents(integerLiteral: 2)]).n)",
                "a literal of the generic parameter 'T' of 'sum', here 'Cents'"
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

    @Test(
        "a generic type's parameter used as a type outside an instance method or read-only property, or passed on inside a type, is refused before output",
        arguments: [
            (
                "print(\"a\")\nstruct Acc<T: Numeric> { var total: T = 0 }\n"
                    + "func make<T: Numeric>(_ x: T) -> Acc<T> { Acc<T>() }\nprint(make(1.5).total)",
                "making a value of 'Acc' here is not supported in the workbook"
            ),
            (
                "print(\"a\")\nstruct Acc<T: Numeric> { static func unit() -> T { 1 } }\nprint(Acc<Double>.unit())",
                "the generic parameter 'T' of 'Acc' used as a type outside an instance method"
            ),
            (
                "print(\"a\")\nfunc describe<U>(_ x: U) -> String { \"\\(U.self)\" }\n"
                    + "func outer<T>(_ x: T) -> String { describe([x]) }\nprint(outer(1))",
                "passing a type built from its own generic parameter (such as '[T]') on as 'U' of 'describe'"
            ),
            (
                "print(\"a\")\nstruct Acc<T: Numeric> { var xs: [T]; var total: T { get { xs.reduce(0, +) } set {} } }\n"
                    + "print(Acc(xs: [1.5]).total)",
                "the generic parameter 'T' of 'Acc' used as a type outside an instance method"
            ),
            (
                "print(\"a\")\nprotocol HasTotal { var total: Double { get } }\n"
                    + "struct Bag<T: Numeric> { var xs: [T]; var total: T { xs.reduce(0, +) } }\nprint(Bag(xs: [1.5]).total)",
                "the generic parameter 'T' of 'Bag' used as a type outside an instance method"
            ),
            (
                "print(\"a\")\nextension Array where Element: Numeric { var total: Element { reduce(0, +) } }\n"
                    + "print([[1.5], [2]].map(\\.total))",
                "a key path to 'total', a computed property whose getter uses its type's generic parameter"
            ),
            (
                "print(\"a\")\nstruct Acc<T: Numeric> {\n    var items: [T]\n"
                    + "    func total() -> T { items.reduce(0, +) }\n}\nlet f = Acc(items: [1]).total\nprint(f())",
                "the generic function 'total', whose body uses a generic parameter as a type, used as a value"
            ),
            (
                "print(\"a\")\nprotocol Counter {\n    associatedtype Value: Numeric\n    var value: Value { get set }\n"
                    + "    mutating func reset()\n}\nextension Counter {\n    mutating func reset() { value = 0 }\n}\n"
                    + "struct Tally: Counter { var value = 3 }\nvar t = Tally()\nt.reset()\nprint(t.value)",
                "the associated type 'Value' of 'Counter' used as a type in its extension"
            ),
            (
                "print(\"a\")\nprotocol Container {\n    associatedtype Item\n    var items: [Item] { get }\n}\n"
                    + "extension Container where Item: Numeric {\n    func total() -> Item { items.reduce(0, +) }\n}\n"
                    + "struct Bag: Container { var items: [Double] }\nlet bags: [any Container] = [Bag(items: [])]\n"
                    + "func sum<C: Container>(_ c: C) -> C.Item where C.Item: Numeric { c.total() }\nprint(sum(Bag(items: [])))",
                "this call of 'total', whose body uses its generic parameter 'Item' as a type"
            ),
        ])
    func typeParameterRefusedBeforeOutput(_ source: String, _ named: String) {
        refusedBeforeOutput(source, named)
    }

    @Test("a type's parameter in its initial values and initializers is each construction's (swiftc's output)")
    func constructionBindsTheTypeParameters() {
        let result = runAccepted(
            "struct Acc<T: Numeric> {\n    var total: T = 0\n    var step: T\n    init(step: Int = 1) { self.step = T(exactly: step)! }\n}\n"
                + "let d: Acc<Double> = Acc(step: 2)\nprint(Acc<Int>().total, d.total, d.step, [Acc<Float>()].map(\\.step))"
        )
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.output == "0 0.0 2.0 [1.0]\n")
    }

    @Test(
        "a protocol extension's method using an associated type as a type runs on a conforming type (swiftc's output)")
    func associatedTypesBoundByTheReceiver() {
        let result = runAccepted(
            "protocol Counter {\n    associatedtype Value: Numeric\n    var value: Value { get set }\n}\n"
                + "extension Counter {\n    mutating func inc() { value += 1 }\n    func doubled() -> Value { value * 2 }\n}\n"
                + "struct Whole: Counter { var value = 0 }\nstruct Half: Counter { var value = 0.5 }\n"
                + "struct Single: Counter { typealias Value = Float; var value: Float = 2 }\n"
                + "var w = Whole()\nw.inc()\nvar h = Half()\nh.inc()\nvar s = Single()\ns.inc()\n"
                + "print(w.value, h.doubled(), s.value)")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.output == "1 3.0 3.0\n")
    }

    @Test("a later entry's call of an earlier entry's method passes the type its receiver names")
    func laterEntryCallsPassTheType() {
        let session = session()
        let declared = session.run(
            "extension Array where Element: Numeric { func total() -> Element { reduce(0, +) } }", file: "main.swift")
        #expect(declared.diagnostics.isEmpty, "\(declared.diagnostics)")
        let called = session.run("let none: [Double] = []\nprint(none.total(), [2, 3].total())", file: "main.swift")
        #expect(called.diagnostics.isEmpty, "\(called.diagnostics)")
        #expect(called.output == "0.0 5\n")  // swiftc prints `0.0 5` for the two entries run as one program
    }

    @Test("a later entry's read of an earlier entry's computed property passes the type its receiver names")
    func laterEntryReadsPassTheType() {
        let session = session()
        let declared = session.run(
            "extension Array where Element: Numeric {\n    var total: Element { reduce(0, +) }\n"
                + "    var twice: Element { total * 2 }\n}", file: "main.swift")
        #expect(declared.diagnostics.isEmpty, "\(declared.diagnostics)")
        let read = session.run("let none: [Double] = []\nprint(none.total, [2, 3].twice)", file: "main.swift")
        #expect(read.diagnostics.isEmpty, "\(read.diagnostics)")
        #expect(read.output == "0.0 10\n")  // swiftc prints `0.0 10` for the two entries run as one program
    }

    /// Each output is swiftc's for the same program (`swiftc -module-name main`, Swift 6.3.1).
    @Test(
        "T.self, T.zero, T(x), .zero and a literal of a T each call binds run with the type the call binds",
        arguments: [
            ("func name<T>(_ x: T) -> String { \"\\(T.self)\" }\nprint(name(1), name([2.5]))", "Int Array<Double>\n"),
            ("func zero<T: Numeric>(_ x: T) -> T { T.zero + x }\nprint(zero(2.5))", "2.5\n"),
            (
                "func make<T: BinaryInteger>(_ x: Int) -> T { T(x) }\nlet y: Int8 = make(3)\nprint(y, type(of: y))",
                "3 Int8\n"
            ),
            (
                "func total<T: AdditiveArithmetic>(_ xs: [T]) -> T { xs.reduce(.zero, +) }\nprint(total([Double]()))",
                "0.0\n"
            ),
            (
                "func sum<T: Numeric>(_ xs: [T]) -> T { xs.reduce(0, +) }\nprint(sum([Double]()), sum([1, 2]))",
                "0.0 3\n"
            ),
            ("func zero<T: Numeric>() -> T { return 0 }\nlet z: Double = zero()\nprint(z)", "0.0\n"),
            (
                "enum LoadError: Error { case empty }\n"
                    + "func load<T: LosslessStringConvertible>(_ lines: [String]) -> Result<[T], LoadError> {\n"
                    + "    lines.isEmpty ? .failure(.empty) : .success(lines.compactMap { T($0) })\n}\n"
                    + "let r: Result<[Double], LoadError> = load([\"1\", \"x\"])\n"
                    + "func both<T>(_ a: T, _ b: T) -> [T] { [a, b] }\n"
                    + "func defaulted<T: Numeric>(_ x: T?) -> T { x ?? 0 }\n"
                    + "print(r, both(1, 2.5), defaulted(nil as Double?), defaulted(2 as Int?))",
                "success([1.0]) [1.0, 2.5] 0.0 2\n"
            ),
            (
                "func sum<T: Numeric>(_ xs: [T]) -> T { xs.reduce(0, +) }\n"
                    + "print([sum([1, 2]), 2.5], [-sum([1]), 2.5], [2.5, sum([4])], [max(1, 2), 2.5], [abs(-3), 0.5])",
                "[3.0, 2.5] [-1.0, 2.5] [2.5, 4.0] [2.0, 2.5] [3.0, 0.5]\n"
            ),
            (
                "func clamp<T: Comparable>(_ x: T, _ lo: T, _ hi: T) -> T { min(max(x, lo), hi) }\n"
                    + "func pick<T>(_ a: T, or b: T) -> T { a }\nprint(clamp(-2.5, 0, 1), clamp(5, 0, 1), pick(1, or: 2.5))",
                "0.0 1 1\n"
            ),
            (
                "func normalize<T: BinaryFloatingPoint>(_ xs: [T]) -> [T] {\n"
                    + "    guard let top = xs.max(), top != 0 else { return xs.map { _ in 0 } }\n"
                    + "    return xs.map { $0 / top }\n}\nprint(normalize([0.0, 0.0]), normalize([1.0, 4]))",
                "[0.0, 0.0] [0.25, 1.0]\n"
            ),
            (
                "func scaled<T: FloatingPoint>(_ xs: [T], by k: T = 2) -> [T] { xs.map { $0 * k + 1 } }\n"
                    + "print(scaled([1.0, 2.0]), scaled([Float(1)], by: 3))",
                "[3.0, 5.0] [4.0]\n"
            ),
        ])
    func boundByTheCall(_ source: String, _ output: String) {
        let result = session().run(source, file: "main.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.output == output)
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

    @Test("a builtin type or a class with subclasses adopting the protocol: T is the type the call binds statically")
    func builtinOrSubclassedConformanceBoundStatically() {
        // swiftc prints "int base derived": `T` is `Base` for a value typed `Base`, whatever its class.
        let source = """
            protocol Kind { static var kind: String { get } }
            extension Int: Kind { static var kind: String { "int" } }
            class Base: Kind { class var kind: String { "base" } }
            class Derived: Base { override class var kind: String { "derived" } }
            func kindOf<T: Kind>(_ value: T) -> String { T.kind }
            let b: Base = Derived()
            print(kindOf(1), kindOf(b), kindOf(Derived()))
            """
        let result = session().run(source, file: "main.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.output == "int base derived\n")
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
