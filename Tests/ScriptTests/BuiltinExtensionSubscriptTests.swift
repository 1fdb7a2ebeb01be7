// Subscripts declared in extensions of builtin types are chosen by labels and types: before
// them, `items[safe: 5]` ran the array's own subscript with the label ignored and trapped.
// A later REPL entry's subscript applies to values of earlier entries. Outputs are swiftc 6.3.1's.
import Script
import Testing

@Suite("Subscripts in extensions of builtin types")
struct BuiltinExtensionSubscriptTests {
    @Test("a labelled subscript declared by a later entry, beside the array's own")
    func labelledSubscriptInLaterEntry() {
        let session = ScriptSession(options: ScriptOptions(output: { _ in }))
        #expect(session.run("var items = [10, 20]\nprint(items[1])\n").output == "20\n")
        let later = session.run(
            """
            extension Array {
                subscript(safe index: Int) -> Element? {
                    get { indices.contains(index) ? self[index] : nil }
                    set { if let newValue, indices.contains(index) { self[index] = newValue } }
                }
            }
            items[safe: 5] = 7
            items[safe: 0] = 11
            print(items[safe: 5] as Any, items[safe: 0] as Any, items[1], items)

            """)
        #expect(later.diagnostics.isEmpty, "\(later.diagnostics)")
        #expect(later.output == "nil Optional(11) 20 [11, 20]\n")
    }

    @Test("a dictionary's own subscript for a key of its key type, the extension's for another type")
    func dictionaryKeyTypeDecides() {
        let result = ScriptSession(options: ScriptOptions(output: { _ in })).run(
            """
            extension Dictionary {
                subscript(position: Int) -> String { "position \\(position)" }
            }
            let names = ["x": 1]
            let numbers = [5: "five"]
            print(names[0], numbers[5] as Any, names["x"] as Any)
            let empty = [String: Int]()
            print(empty[3])

            """)
        #expect(result.output == "position 0 Optional(\"five\") Optional(1)\n")
        #expect(
            result.diagnostics.first?.message.hasPrefix(
                "the workbook's interpreter cannot run a subscript of an empty dictionary") == true,
            "\(result.diagnostics)")
    }

    @Test("a protocol extension's generic subscript beside a type's own subscript(i: Int)")
    func genericSubscriptBesideOwn() {
        let result = ScriptSession(options: ScriptOptions(output: { _ in })).run(
            """
            protocol Container {
                associatedtype Item
                subscript(i: Int) -> Item { get }
            }
            extension Container {
                subscript<Indices: Sequence>(indices: Indices) -> [Item] where Indices.Element == Int {
                    var result: [Item] = []
                    for index in indices { result.append(self[index]) }
                    return result
                }
            }
            struct Stack: Container {
                var items = [10, 20, 30]
                subscript(i: Int) -> Int { items[i] }
            }
            let stack = Stack()
            print(stack[1], stack[[0, 2]])

            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.output == "20 [10, 30]\n")
    }
}
