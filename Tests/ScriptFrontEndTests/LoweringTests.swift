import Testing

@testable import ScriptFrontEnd

@Suite("Typed lowering: static meaning written out, and refusals before anything runs")
struct LoweringTests {
    /// The lowered initializer of the top-level variable `name`.
    private func loweredInitializer(_ front: FrontEnd, _ name: String) -> Expr? {
        for statement in front.lowered {
            if case .variable(let variable) = statement.kind, variable.name == name { return variable.initializer }
        }
        return nil
    }

    @Test(
        "a conformance whose effect the interpreter does not model is refused by name, before anything runs",
        arguments: ["ExpressibleByDictionaryLiteral", "TextOutputStreamable"])
    func unmodelledConformanceIsRefused(_ proto: String) {
        let error = #expect(throws: ScriptError.self) { try FrontEnd("print(1)\nstruct S: \(proto) {}") }
        #expect(error?.message.contains("'\(proto)'") == true)
    }

    @Test("an implicit case the context types is written with its type")
    func implicitCaseNamedByContext() throws {
        let front = try FrontEnd(
            "enum Size { case small, medium }\nenum Priority { case low, medium }\nlet s: Size = .medium")
        #expect(front.refusals.isEmpty)
        guard case .member(let base, "medium")? = loweredInitializer(front, "s")?.kind,
            case .typeExpr(let type) = base.kind
        else {
            Issue.record("'.medium' was not written as a member of a type")
            return
        }
        #expect(type.description == "Size")
    }

    @Test("an implicit case two enums share, with nothing to say which, is refused")
    func ambiguousImplicitCase() throws {
        let front = try FrontEnd(
            "enum Size { case small, medium }\nenum Priority { case low, medium }\nlet f = { .medium == $0 }")
        #expect(front.refusals.contains { $0.message.contains("several enums have a case 'medium'") })
    }

    @Test("an index of a string's view is refused; counting the view is not")
    func viewIndices() throws {
        let refused = try FrontEnd("let s = \"abc\"\nlet i = s.utf8.startIndex")
        #expect(refused.refusals.contains { $0.message.contains("indices of String.UTF8View") })
        let counted = try FrontEnd("let s = \"abc\"\nlet n = s.unicodeScalars.count")
        #expect(counted.refusals.isEmpty)
    }

    @Test("written generic arguments type an initializer's arguments")
    func writtenGenericArguments() throws {
        let front = try FrontEnd(
            "struct Box<T> { var v: T }\nlet b = Box<Double>(v: 1)")
        // The construction is marked with its static type, which the value keeps (`Box<Double>`).
        guard case .cast(let call, let type, .genericInstance)? = loweredInitializer(front, "b")?.kind,
            type.description == "Box<Double>", case .call(_, let arguments) = call.kind
        else {
            Issue.record("not a construction marked with its type")
            return
        }
        guard case .float(1.0) = arguments.first?.value.kind else {
            Issue.record("the literal 1 was not typed as a Double: \(String(describing: arguments.first?.value.kind))")
            return
        }
    }

    @Test("a key path literal names its root from context and ends a ? path whose last member is not optional in ?")
    func keyPathsAsSwiftSpellsThem() throws {
        let front = try FrontEnd(
            """
            struct B { var c = 1; var d: Int? = nil }
            struct A { var b: B?; var e = B() }
            let rooted: KeyPath<A, Int> = \\.e.c
            let wrapped = \\A.b?.c
            let flat = \\A.b?.d
            """)
        #expect(front.refusals.isEmpty)
        func path(_ name: String) -> String {
            guard case .keyPath(let root, let components)? = loweredInitializer(front, name)?.kind else { return "-" }
            return "\\" + (root ?? "") + components.map { $0 == "?" || $0 == "!" ? $0 : "." + $0 }.joined()
        }
        #expect(path("rooted") == "\\A.e.c")
        #expect(path("wrapped") == "\\A.b?.c?")
        #expect(path("flat") == "\\A.b?.d")
    }

    @Test("an implicit member called where another array element names the type is written with that type")
    func implicitCallTypedByNeighbour() throws {
        let front = try FrontEnd(
            "struct T { var c: Double }\nlet ts = [T(c: 1), .init(c: 2)]")
        #expect(front.refusals.isEmpty)
        guard case .array(let elements)? = loweredInitializer(front, "ts")?.kind, elements.count == 2,
            case .call(let callee, _) = elements[1].kind, case .member(let base, "init") = callee.kind,
            case .typeExpr(let type) = base.kind
        else {
            Issue.record("'.init(c: 2)' was not written as a member of T")
            return
        }
        #expect(type.description == "T")
    }
}
