import Testing

@testable import ScriptFrontEnd

@Suite("Parser: declarations read as Swift reads them")
struct ParserTests {
    @Test("'var w, h: Double' gives w the type written after h; a name with a value keeps its own")
    func sharedTypeAnnotation() throws {
        let front = try FrontEnd("var w, h: Double\nvar i: Int, j = 2.5\nvar a = 1, b: Double")
        #expect(front.variable("w")?.type?.description == "Double")
        #expect(front.variable("h")?.type?.description == "Double")
        #expect(front.variable("j")?.type == nil)
        #expect(front.variable("a")?.type == nil)
    }

    @Test("'UnicodeScalar' and 'Unicode.Scalar' are one type, in a type and in an expression")
    func unicodeScalarSpellings() throws {
        let front = try FrontEnd(
            "let a: UnicodeScalar = \"a\"\nlet b = UnicodeScalar(UInt8(66))\nlet c = Unicode.Scalar(UInt8(67))")
        #expect(front.variable("a")?.type?.description == "Unicode.Scalar")
        for name in ["b", "c"] {
            guard case .call(let callee, _)? = front.variable(name)?.initializer?.kind,
                case .typeExpr(let type) = callee.kind
            else {
                Issue.record("\(name) is not a call of a type")
                continue
            }
            #expect(type.description == "Unicode.Scalar")
        }
    }

    @Test("a generic type alias is expanded where it is written")
    func genericTypeAlias() throws {
        let front = try FrontEnd(
            "typealias Pair<T> = (first: T, second: T)\ntypealias Table<K: Hashable, V> = [K: [V]]\n"
                + "var p: Pair<Int>\nvar t: Table<String, Double>")
        #expect(front.variable("p")?.type?.description == "(first: Int, second: Int)")
        #expect(front.variable("t")?.type?.description == "[String: [Double]]")
    }

    @Test(
        "a generic type alias used above its declaration, or without its arguments, is refused",
        arguments: [
            ("var p: Pair<Int>\ntypealias Pair<T> = (T, T)", "used above its declaration"),
            ("typealias Pair<T> = (T, T)\nvar p: Pair = (1, 2)", "without its 1 generic argument"),
        ])
    func genericTypeAliasRefusals(_ source: String, _ words: String) {
        let error = parseError(source)
        #expect(error?.message.contains(words) == true, "\(String(describing: error?.message))")
    }

    @Test("a wrapped property's storage remembers the property's written type")
    func wrappedStorageKnowsItsType() throws {
        let front = try FrontEnd(
            "@propertyWrapper struct W<V> { var wrappedValue: V; init(wrappedValue: V, _ n: Int) { self.wrappedValue = wrappedValue } }\n"
                + "struct S { @W(1) var x: Double = 0 }")
        let storage = front.members(of: "S").compactMap { statement -> VarDecl? in
            if case .variable(let variable) = statement.kind, variable.name == "_x" { return variable }
            return nil
        }.first
        #expect(storage?.wrapperStorageFor == "x")
        #expect(storage?.wrappedType?.description == "Double")
    }
}
