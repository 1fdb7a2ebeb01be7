// Methods that differ only by a same-type requirement (`where Item == Double` on an extension,
// `where Item == Int` on a method) run the one the receiver's element type meets, as swiftc
// picks it statically (the book's `average()` in Generics); a receiver that does not show the
// type (an empty array) is refused rather than guessed. Outputs are swiftc 6.3.1's.
import Script
import Testing

@Suite("Overloads that differ by a same-type requirement")
struct SameTypeOverloadTests {
    private let program = """
        protocol Container {
            associatedtype Item
            var count: Int { get }
            subscript(i: Int) -> Item { get }
        }
        extension Array: Container {}
        extension Container where Item == Double {
            func label() -> String { "doubles" }
        }
        extension Container {
            func label() -> String where Item == Int { "ints" }
        }
        struct Scores: Container {
            typealias Item = Int
            var values = [3, 4]
            var count: Int { values.count }
            subscript(i: Int) -> Int { values[i] }
        }

        """

    @Test("the elements of an array, or a type's typealias, choose the overload")
    func chosenByReceiver() {
        let result = ScriptSession(options: ScriptOptions(output: { _ in })).run(
            program + "print([7].label(), [7.0].label(), Scores().label())\n")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.output == "ints doubles ints\n")
    }

    @Test("an empty array does not show its element type: refused, not guessed")
    func emptyReceiverRefused() {
        let result = ScriptSession(options: ScriptOptions(output: { _ in })).run(
            program + "let empty: [Int] = []\nprint(empty.label())\n")
        #expect(result.output.isEmpty)
        #expect(
            result.diagnostics.first?.message.hasPrefix(
                "the workbook's interpreter cannot run a call to 'label' whose declarations differ") == true)
    }
}
