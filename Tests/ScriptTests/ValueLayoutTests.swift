// Every script value moves through the interpreter as a `Value`: an `Int` result, an array
// element, a variable's box. Its size is a speed budget (issue 17): small payloads inline,
// larger ones boxed (`indirect`). This test says when a new case makes every value wider.
import Testing

@testable import Script
@testable import ScriptFrontEnd

@Suite("Value layout")
struct ValueLayoutTests {
    @Test("a Value is two words and a tag: larger payloads are boxed")
    func size() {
        #expect(MemoryLayout<Value>.size <= 17)
    }
}
