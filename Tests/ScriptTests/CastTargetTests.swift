// `is`, `as?`, `as!` and `catch … as` test a value against a type at run time. The interpreter answers
// exactly for the program's types and the standard ones `CastTargets` lists; a cast to any other type
// swiftc knows is refused before output (it would answer `false` where Swift says `true`). A failed
// `JSONDecoder` decode is a `DecodingError` that can be caught and named, never described.
import Script
import Testing

@Suite("Casts to types the interpreter does not model are refused; a decoding failure is caught, not described")
struct CastTargetTests {
    @Test(
        "a cast to a standard type the run cannot test is refused before any output",
        arguments: [
            ("let x: Any = 5\nprint(x is Numeric)", "a cast to 'Numeric'"),
            ("let x: Any = \"abc\".dropFirst()\nprint(x as? Substring as Any)", "a cast to 'Substring'"),
            (
                "import Foundation\nstruct U: Codable { var n: Int }\n"
                    + "do { _ = try JSONDecoder().decode(U.self, from: Data(\"{}\".utf8)) }"
                    + " catch let e as DecodingError { print(e) } catch { print(\"other\") }",
                "a cast to 'DecodingError'"
            ),
            ("let xs: [Any] = [1]\nprint(xs.compactMap { $0 as? any Sendable }.count)", "a cast to 'Sendable'"),
            (
                "let x: Any = \"abc\".dropFirst()\nswitch x {\ncase let s as Substring: print(s)\ndefault: print(\"other\")\n}",
                "a cast to 'Substring'"
            ),
            ("let t: Any.Type = Int.self\nprint(t is Equatable.Type)", "a cast to 'Equatable.Type'"),
        ])
    func refused(_ body: String, _ message: String) {
        let result = runAccepted("print(\"before\")\n" + body)
        #expect(result.output == "")
        #expect(result.diagnostics.first?.message.contains(message) == true, "\(result.diagnostics)")
    }

    @Test("casts to the program's types, the listed standard ones and Observable run (swiftc's output)")
    func answered() {
        let result = runAccepted(
            "import Observation\n@Observable class M { var n = 0 }\nstruct P: Identifiable { var id = 1 }\n"
                + "let xs: [Any] = [1, \"s\", 2.5, M(), P()]\n"
                + "print(xs.map { $0 is any Observable }, xs.map { $0 is any Identifiable }, xs.compactMap { $0 as? Int })"
        )
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.output == "[false, false, false, true, false] [false, false, false, false, true] [1]\n")
    }

    @Test("a failed decode is caught as an error, named DecodingError, and its description refused")
    func decodingFailure() {
        let result = runAccepted(
            "import Foundation\nstruct U: Codable { var n: Int }\n"
                + "print(try? JSONDecoder().decode(U.self, from: Data(\"{}\".utf8)) as Any)\n"
                + "do { _ = try JSONDecoder().decode(U.self, from: Data(\"{}\".utf8)) } catch {\n"
                + "    print(type(of: error))\n    print(error)\n}")
        #expect(result.output == "nil\nDecodingError\n")  // swiftc then prints `DecodingError.keyNotFound: …`
        #expect(
            result.diagnostics.first?.message.contains("the description of a 'DecodingError'") == true,
            "\(result.diagnostics)")
    }

    @Test("'is Equatable' of an array stops when the line runs: Swift answers by its static element type")
    func collectionConformanceRefused() {
        let result = runAccepted(
            "let xs: [Any] = [1, 2]\nlet x: Any = xs\nprint(\"before\")\nprint(x is any Equatable)")
        #expect(result.output == "before\n")  // swiftc: false; the same Ints as an `[Int]`: true
        #expect(
            result.diagnostics.first?.message.contains("'is Equatable' of a Array value") == true,
            "\(result.diagnostics)")
    }
}
