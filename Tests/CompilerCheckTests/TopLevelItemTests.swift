import Testing

@testable import CompilerCheck

@Suite("Cutting an entry into top-level items")
struct TopLevelItemTests {
    func kinds(_ source: String) -> [TopLevelItem.Kind] {
        TopLevelItem.items(in: source).map(\.kind)
    }

    @Test func oneItemPerStatementAndPerSemicolon() {
        let items = TopLevelItem.items(in: "let x = 1\nprint(x); x + 1\n")
        #expect(items.map(\.text) == ["let x = 1", "print(x)", "x + 1"])
        #expect(items.map(\.firstLine) == [1, 2, 2])
        #expect(items.last?.kind == .expression)
    }

    @Test func bracketsStringsAndCommentsDoNotEndAnItem() {
        let source = """
            func f() -> String {
                let s = "a;\\(1 + (2))\\n"
                return s // ; not an end
            }
            /* a
               comment */ let t = \"""
            multi ; line
            \"""
            """
        let items = TopLevelItem.items(in: source)
        #expect(items.count == 2)
        #expect(items[0].kind == .function(name: "f", labels: []))
        #expect(items[0].lastLine == 4)
        #expect(items[1].kind == .variable(.init(names: ["t"], frozenPrefix: "let")))
    }

    @Test("a generic function's parameters on the line below its name stay with it (the Language Guide's layout)")
    func parametersOnTheNextLine() {
        let source = """
            func allItemsMatch<C1: Container, C2: Container>
                  (_ someContainer: C1, _ anotherContainer: C2) -> Bool
                  where C1.Item == C2.Item, C1.Item: Equatable {
                return true
            }
            (1, 2)
            """
        let items = TopLevelItem.items(in: source)
        #expect(items.count == 2, "\(items.map(\.text))")
        #expect(items.first?.kind == .function(name: "allItemsMatch", labels: ["_:C1", "_:C2"]))
        #expect(items.last?.text == "(1, 2)")
    }

    @Test func continuationLinesStayWithTheirStatement() {
        let source = """
            @Observable
            final class Model { var a = 1 }
            if true {
            } else {
            }
            let y = [1, 2]
                .map { $0 + 1 }
            let z = 1 +
                2
            """
        let items = TopLevelItem.items(in: source)
        #expect(
            items.map(\.kind) == [
                .type(name: "Model"), .statement,
                .variable(.init(names: ["y"], frozenPrefix: "let")),
                .variable(.init(names: ["z"], frozenPrefix: "let")),
            ])
        #expect(items[0].firstLine == 1 && items[0].lastLine == 2)
    }

    @Test func declarationsSayWhatTheyDeclare() {
        #expect(kinds("import Foundation") == [.importDecl(module: "Foundation")])
        #expect(
            kinds("private func move(from a: Int, _ b: Int, to: Int) {}") == [
                .function(name: "move", labels: ["from:Int", "_:Int", "to:Int"])
            ])
        #expect(kinds("extension Model: Equatable {}") == [.extensionDecl(of: "Model")])
        #expect(kinds("protocol Shape { var area: Double { get } }") == [.type(name: "Shape")])
        #expect(kinds("let (a, _, b) = (1, 2, 3)") == [.variable(.init(names: ["a", "b"], frozenPrefix: "let"))])
        #expect(
            kinds("var d: Dictionary<String, Int> = [:], e = 2") == [
                .variable(.init(names: ["d", "e"], frozenPrefix: "var"))
            ])
        #expect(
            kinds("@MainActor var shared = 0") == [.variable(.init(names: ["shared"], frozenPrefix: "@MainActor var"))])
        #expect(kinds("x = 3") == [.expression])
        #expect(kinds("for i in 0..<3 { print(i) }") == [.statement])
    }

    @Test func computedWrappedAndLazyVariablesAreKeptAsWritten() {
        #expect(kinds("var area: Double { 2 * 3 }") == [.variable(.init(names: ["area"], frozenPrefix: nil))])
        #expect(kinds("lazy var l = 1") == [.variable(.init(names: ["l"], frozenPrefix: nil))])
        #expect(kinds("@State var s = 1") == [.variable(.init(names: ["s"], frozenPrefix: nil))])
    }

    @Test func functionsAreKeyedWithTheirLabelsSoOverloadsCoexist() {
        let a = TopLevelItem.items(in: "func f(_ x: Int) {}")[0]
        let b = TopLevelItem.items(in: "func f(label x: Int) {}")[0]
        #expect(a.keys == ["f(_:Int:)"])
        #expect(a.keys.isDisjoint(with: b.keys))
    }

    @Test("overloads that differ by a parameter's type coexist; the same signature with other names replaces")
    func functionsAreKeyedWithTheirParameterTypes() {
        let byInt = TopLevelItem.items(in: "func ~= (pattern: Multiple, value: Int) -> Bool { true }")[0]
        let byString = TopLevelItem.items(in: "func ~= (pattern: String, value: Int) -> Bool { true }")[0]
        let renamed = TopLevelItem.items(in: "func ~= (pattern p: Multiple, value v: Int = 0) -> Bool { true }")[0]
        #expect(byInt.keys.isDisjoint(with: byString.keys))
        #expect(byInt.keys == renamed.keys)
    }
}
