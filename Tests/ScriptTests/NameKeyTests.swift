// Scopes compare names by `NameKey`, which reads a String's two machine words: equal words
// are equal names, and two different names short enough to be stored inline in ASCII are
// told apart without comparing text. These tests fail if a toolchain changes that layout.
import Testing

@testable import Script
@testable import ScriptFrontEnd

@Suite("NameKey: names compared by their String words")
struct NameKeyTests {
    @Test("a String is two machine words, as NameKey reads it")
    func layout() {
        #expect(MemoryLayout<String>.size == 16)
    }

    @Test("equal names match however each String was made, different ones do not")
    func sameAndDifferent() {
        let built = String(["t", "o", "t", "a", "l"])
        #expect(NameKey.same(built, "total"))
        #expect(!NameKey.same("total", "totals"))
        #expect(!NameKey.same("self", "Self"))
        #expect(!NameKey.same("x", "y"))
        let long = String(repeating: "counter", count: 4)
        #expect(NameKey.same(long, "countercountercountercounter"))
        #expect(!NameKey.same(long, "countercountercountercounteR"))
    }

    @Test("non-ASCII names are compared as Swift compares them (canonical equivalence)")
    func unicode() {
        #expect(NameKey.same("caf\u{E9}", "cafe\u{301}"))
        #expect(!NameKey.same("café", "cafe"))
        #expect(NameKey.same("名前", "名前"))
    }
}
