// A program either compiles or it doesn't: a member of a builtin value the workbook does not
// implement is refused before the program runs, with nothing printed, and the session lives on.
import Script
import Testing

private func session() -> ScriptSession { ScriptSession(options: ScriptOptions(output: { _ in })) }

@Suite("Compile-time layer: unsupported builtin members are refused before any output")
struct UpFrontRefusalTests {
    @Test(
        "a program that prints first and then uses an unimplemented member or initializer prints nothing",
        arguments: [
            ("print(\"a\")\nlet l = Array((1...10).lazy.reversed())", "reversed"),
            (
                "print(\"a\")\nlet s = \"héllo\"\nprint(s.unicodeScalars.first!.properties.generalCategory)",
                "generalCategory"
            ),
            ("print(\"a\")\nlet c: Character = \"é\"\nprint(c.unicodeScalars.count)", "unicodeScalars"),
            ("print(\"a\")\nlet xs = [3, 1, 2]\nprint(xs.lexicographicallyPrecedes([4]))", "lexicographicallyPrecedes"),
            ("print(\"a\")\nfunc f(_ d: [Int]) -> Int { d.index(after: 0) }", "index"),
            ("print(\"a\")\nvar d = [\"a\": 1]\nd.reserveCapacity(4)", "reserveCapacity"),
            ("print(\"a\")\nlet c: Character = \"x\"\nprint(c.isMathSymbol)", "isMathSymbol"),
            ("print(\"a\")\nvar s = \"ab\"\ns.makeContiguousUTF8()", "makeContiguousUTF8"),
            ("print(\"a\")\nlet r = 0..<4\nprint(r.split(separator: 2))", "split"),
            // An index of a type of its own: a position would print, and `d[i]` would read a key.
            ("print(\"a\")\nlet d = [\"a\": 1]\nlet i = d.firstIndex { $0.value == 1 }!\nprint(d[i])", "firstIndex"),
            ("print(\"a\")\nlet s: Set = [1, 2]\nprint(s.lastIndex(of: 2) as Any)", "lastIndex"),
            ("print(\"a\")\nprint((1...5).firstIndex(of: 3) as Any)", "firstIndex"),
            // Sized integers and Float: what BuiltinSignatures lists runs, the rest is refused.
            ("print(\"a\")\nlet c: Int32 = -7\nprint(c.magnitude, c.byteSwapped)", "byteSwapped"),
            ("print(\"a\")\nlet f: Float = 2\nprint(f.squareRoot(), f.ulp)", "ulp"),
            ("print(\"a\")\nprint(UInt8.random(in: 1...3))", "random"),
            // An implicit member named by context is judged as the written type's would be.
            ("print(\"a\")\nlet x = 1.0\nprint(x < .signalingNaN)", "signalingNaN"),
            ("print(\"a\")\nlet n: Double? = .signalingNaN", "signalingNaN"),
            ("print(\"a\")\nprint(UInt8(bigEndian: 3))", "UInt8(bigEndian:)"),
            // Initializers of builtin types with labels the workbook does not implement.
            (
                "print(\"a\")\nlet d = Double(sign: .plus, exponent: 2, significand: 1.5)\nprint(d)",
                "Double(sign:exponent:significand:)"
            ),
            ("print(\"a\")\nlet n = Int(truncatingIfNeeded: 300)\nprint(n)", "Int(truncatingIfNeeded:)"),
            ("print(\"a\")\nprint(String(cString: [65, 0]))", "String(cString:)"),
            // A string's slice is typed before the run: its members are judged as Substring's.
            (
                "print(\"a\")\nlet s = \"a,b\"\nlet i = s.firstIndex(of: \",\")!\nprint(s[i...].trimmingPrefix(\",\"))",
                "trimmingPrefix"
            ),
            // A key path to a requirement a subclass redeclares below a class conforming by the default.
            (
                "print(\"a\")\nprotocol P { var title: String { get } }\nextension P { var title: String { \"p\" } }\n"
                    + "class A: P {}\nclass B: A { var title: String { \"b\" } }\nlet xs: [any P] = [B()]\nprint(xs.map(\\.title))",
                "title"
            ),
        ])
    func refusedBeforeOutput(_ source: String, _ member: String) {
        let message = refusal(of: source)
        #expect(message.contains("'\(member)'"), "\(message)")
        #expect(message.contains("UNSUPPORTED.md"), "\(message)")
    }

    /// The first diagnostic of a program that must print nothing and fail.
    private func refusal(of source: String) -> String {
        let result = session().run(source, file: "main.swift")
        #expect(result.output == "")
        #expect(!result.succeeded)
        return result.diagnostics.first?.message ?? ""
    }

    @Test(
        "lazy, Unicode's other types, view indices and '%s' are refused before any output, whatever the receiver's static type",
        arguments: [
            // `f` is a closure of unknown result: the chain is untyped, and was stopped mid-run.
            ("let f = { (s: String) in s }\nprint(\"a\")\nprint(Array([\"x\"].map(f).lazy.reversed()))", "'reversed'"),
            ("print(\"a\")\nlet c = Unicode.GeneralCategory.uppercaseLetter", "'Unicode'"),
            // A view runs as an array: its indices would be Int offsets, where Swift prints `0[any]`.
            ("print(\"a\")\nlet s = \"abc\"\nprint(s.utf8.startIndex)", "indices of String.UTF8View"),
            ("print(\"a\")\nlet s = \"abc\"\nprint(s.unicodeScalars.endIndex == s.endIndex)", "UnicodeScalarView"),
            (
                "print(\"a\")\nvar s = \"ab\"\nlet v = s.unicodeScalars\nprint(v.firstIndex(of: \"b\") != nil)",
                "UnicodeScalarView"
            ),
            ("import Foundation\nprint(\"a\")\nprint(String(format: \"%s!\", \"Ada\"))", "'%s'"),
            (
                "print(\"a\")\nprint(sequence(state: 1, next: { (n: inout Int) -> Int? in n += 1; return n }))",
                "UnfoldSequence"
            ),
            ("print(\"a\")\nprint(sequence(first: 1, next: { $0 * 2 }).prefix(3))", "UnfoldSequence"),
            // A lazy sequence: what the prelude does not model (Swift walks a lazy collection by index).
            (
                "print(\"a\")\nlet xs = [1, 2]\nprint(Array(xs.lazy.map { $0 }.prefix(1)))",
                "'prefix' of a lazy sequence"
            ),
            ("print(\"a\")\nlet l = [1, 2].lazy.filter { $0 > 0 }\nprint(l[0])", "'subscript' of a lazy sequence"),
            ("print(\"a\")\nprint([1].lazy.map { $0 }.last(where: { $0 > 0 }) as Any)", "'last' of a lazy sequence"),
            ("print(\"a\")\nprint([1, 2].lazy.map { $0 })", "LazyMapSequence"),
            (
                "struct C: Collection {\n  var startIndex: Int { 0 }\n  var endIndex: Int { 1 }\n"
                    + "  func index(after i: Int) -> Int { i + 1 }\n  subscript(i: Int) -> Int { i }\n}\n"
                    + "print(\"a\")\nprint(Array(C().lazy.map { $0 }))",
                "'lazy' on 'C'"
            ),
            // Swift's in-place algorithms over a program's own collection (they would change a copy).
            (
                "struct B: MutableCollection, RandomAccessCollection {\n  var items = [3, 1]\n"
                    + "  var startIndex: Int { 0 }\n  var endIndex: Int { items.count }\n"
                    + "  subscript(i: Int) -> Int {\n    get { items[i] }\n    set { items[i] = newValue }\n  }\n}\n"
                    + "print(\"a\")\nvar b = B()\nb.sort()\nprint(b.items)",
                "'sort' on 'B'"
            ),
        ])
    func refusedWhateverTheReceiver(_ source: String, _ named: String) {
        let message = refusal(of: source)
        #expect(message.contains(named), "\(message)")
    }

    @Test("a lazy chain where an array is expected runs Swift's eager map: every closure call at once")
    func lazyChainWhereAnArrayIsExpected() {
        let source = """
            let xs = [1, 2, 3]
            let eager: [Int] = xs.lazy.map { print("m", $0); return $0 * 2 }
            print(eager.count)
            let lazy = xs.lazy.map { print("l", $0); return $0 * 2 }
            print(lazy.count, lazy.first!)
            """
        let result = session().run(source, file: "main.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        // swiftc 6.3's output: the annotated one maps all three; the lazy one none for count, one for first.
        #expect(result.output == "m 1\nm 2\nm 3\n3\nl 1\n3 2\n")
    }

    @Test(
        "a cast to a function type compares the function's written type (swiftc's output); a closure whose type is inferred is refused when the cast runs",
        arguments: [
            (
                "let things: [Any] = [{ (n: Int) -> Int in n }]\nprint(\"a\")\n"
                    + "for t in things {\n  switch t {\n  case let f as (Int) -> Int: print(f(1))\n  default: break\n  }\n}",
                "a\n1\n"
            ),
            (
                "func f(_ s: String) -> String { s }\nlet g: Any = f\nprint(g is (String) -> String, g is (String) -> Int)",
                "true false\n"
            ),
            ("let g: Any = 1\nprint(\"a\")\nif case let f as (Int) -> Int = g { print(f(2)) }", "a\n"),
            (
                "let g: Any = { (s: String) in s }\nprint(\"a\")\nif let f = g as? (String) -> String { print(f(\"x\")) }",
                nil
            ),
            ("let g: Any = { () in }\nprint(\"a\")\nprint(g is () -> Void)", nil),
        ] as [(String, String?)])
    func functionTypeCast(_ source: String, printed: String?) {
        let result = session().run(source, file: "main.swift")
        if let printed {
            #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
            #expect(result.output == printed)
        } else {
            #expect(result.output == "a\n")
            let message = result.diagnostics.first?.message ?? ""
            #expect(message.contains("a cast to the function type"), "\(message)")
            #expect(message.contains("not written out"), "\(message)")
        }
    }

    @Test("a coercion to a function type (`as`, no question) still runs")
    func functionTypeCoercion() {
        let runs = session().run("let f = { (n: Int) in n + 1 } as (Int) -> Int\nprint(f(2))", file: "main.swift")
        #expect(runs.diagnostics.isEmpty, "\(runs.diagnostics)")
        #expect(runs.output == "3\n")
    }

    @Test("an integer literal above Int.max runs as a UInt64 and is refused, before any output, as an Int")
    func wideIntegerLiteral() {
        let runs = session().run("var hash: UInt64 = 0xcbf29ce484222325\nprint(hash, hash &* 3)", file: "main.swift")
        #expect(runs.diagnostics.isEmpty, "\(runs.diagnostics)")
        #expect(runs.output == "14695981039346656037 7194454970620864879\n")
        let refused = session().run("print(\"a\")\nlet n: Int = 0xcbf29ce484222325", file: "main.swift")
        #expect(refused.output == "")
        let message = refused.diagnostics.first?.message ?? ""
        let expected = "integer literal '14695981039346656037' overflows when stored into 'Int'"
        #expect(message.contains(expected), "\(message)")
    }

    @Test("an initializer the program adds to a builtin type is not refused")
    func extensionInitializerRuns() {
        let source = """
            extension Int { init(digitsOf text: String) { self = text.filter(\\.isNumber).count } }
            extension Double {
                init?(percent: String) {
                    guard let value = Double(percent.dropLast()) else { return nil }
                    self = value / 100
                }
            }
            print(Int(digitsOf: "a1b22"), Double(percent: "50%") as Any, Double(percent: "x%") as Any)
            """
        let result = session().run(source, file: "main.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.output == "3 Optional(0.5) nil\n")
    }

    @Test("a refused entry declares nothing: the corrected entry is not a redeclaration")
    func refusedEntryLeavesNoDeclarations() {
        let repl = session()
        let refused = repl.run("struct Point { var x = 1 }\nlet n = (1...3).lazy.reversed()", file: "entry1")
        #expect(!refused.succeeded)
        let corrected = repl.run("struct Point { var x = 1 }\nprint(Point().x)", file: "entry2")
        #expect(corrected.diagnostics.isEmpty, "\(corrected.diagnostics)")
        #expect(corrected.output == "1\n")
    }

    @Test("members the program itself adds to builtin types are not refused")
    func extensionMembersRun() {
        let source = """
            extension Array { var second: Element? { dropFirst().first } }
            extension Int { var squared: Int { self * self } }
            print([1, 2, 3].second ?? 0, 4.squared)
            """
        let result = session().run(source, file: "main.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.output == "2 16\n")
    }

    @Test("members the table lists run: Int, Double, String, Set")
    func listedMembersRun() {
        let source = """
            let q = 17.quotientAndRemainder(dividingBy: 5)
            print(q.quotient, q.remainder, (-3).signum(), 2.5.isFinite, 0.0.isZero)
            let s: Set = [1, 2]
            print(s.isDisjoint(with: [3]), "abc".hasPrefix("a"), [1, 2].dropFirst().startIndex)
            """
        let result = session().run(source, file: "main.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.output == "3 2 -1 true true\ntrue true 1\n")
    }
}

@Suite("Compile-time layer: static members of builtin types")
struct BuiltinStaticMemberTests {
    @Test("an unimplemented static member is refused before output; the listed ones run")
    func staticMembers() {
        let refused = session().run("print(\"a\")\nprint(Int.bitWidth)", file: "main.swift")
        #expect(refused.output == "")
        #expect(refused.diagnostics.first?.message.contains("'bitWidth'") == true, "\(refused.diagnostics)")
        let runs = session().run("print(Int.max, Int.zero, Double.zero, Double.nan.isNaN, Double.pi > 3)", file: "m")
        #expect(runs.diagnostics.isEmpty, "\(runs.diagnostics)")
        #expect(runs.output == "9223372036854775807 0 0.0 true true\n")
    }
}

@Suite("Compile-time layer: ranges the interpreter cannot hold")
struct RangeBoundRefusalTests {
    @Test("ranges over Float and sized integers run: contains, bounds, for-in, case patterns")
    func floatAndSizedIntegerBounds() {
        let source = """
            print("a")
            let low: Float = 1
            let r = low...low * 2
            let bytes: Range<UInt8> = 10..<13
            var sum: UInt8 = 0
            for b in bytes { sum += b }
            let level: Int8 = 42
            switch level {
            case 0..<50: print(r.contains(1.5), r.upperBound, bytes.lowerBound, sum)
            default: print("high")
            }
            """
        let result = session().run(source, file: "main.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.output == "a\ntrue 2.0 10 33\n")
    }

    @Test("a range over Bool is refused before output")
    func boolBounds() {
        let result = session().run("print(\"a\")\nlet r = false...true", file: "main.swift")
        #expect(result.output == "")
        #expect(!result.succeeded)
    }

    @Test("a range over a program's own Comparable type runs, compared with its own <")
    func ownComparableType() {
        let source = """
            struct Version: Comparable {
                var major: Int
                static func < (a: Version, b: Version) -> Bool { a.major > b.major }
            }
            let supported = Version(major: 3)...Version(major: 1)
            print(supported.contains(Version(major: 2)), supported.contains(Version(major: 4)))
            """
        let result = session().run(source, file: "main.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.output == "true false\n")
    }

    @Test("ranges over Int, Double, String and string indices still run")
    func supportedRanges() {
        let source = """
            let s = "hello"
            let r = 1.5...2.5
            let first = s[s.startIndex..<s.index(after: s.startIndex)]
            print((1...3).count, r.contains(2.0), ("a"..."c").contains("b"), first)
            """
        let result = session().run(source, file: "main.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.output == "3 true true h\n")
    }
}

@Suite("Builtin initializers the table's types have")
struct BuiltinInitializerTests {
    @Test("Substring(text) starts at index 0")
    func substring() {
        let source = """
            let sub = Substring("abc")
            let text = "xyz"
            print(sub, sub.dropFirst().startIndex == text.index(after: text.startIndex), sub.uppercased())
            """
        let result = session().run(source, file: "main.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.output == "abc true ABC\n")
    }
}

@Suite("Compile-time layer: members that differ only by an extension's where clause")
struct ConstrainedExtensionRefusalTests {
    @Test("the same method in a constrained and an unconstrained extension is refused before output")
    func sameMethodTwice() {
        let source = """
            print("a")
            extension Collection { func summary() -> String { "\\(count) items" } }
            extension Collection where Element == Int { func summary() -> String { "sum" } }
            print([1, 2].summary())
            """
        let result = session().run(source, file: "main.swift")
        #expect(result.output == "")
        let message = result.diagnostics.first?.message ?? ""
        #expect(message.contains("'summary()' is also declared in another extension of 'Collection'"), "\(message)")
        #expect(result.diagnostics.first?.location.line == 3, "\(result.diagnostics)")
    }

    @Test("different members, or one extension declared once, still run")
    func distinctMembersRun() {
        let source = """
            extension Collection { func summary() -> String { "\\(count) items" } }
            extension Collection where Element == Int { func total() -> Int { reduce(0, +) } }
            print([1, 2].summary(), [1, 2].total())
            """
        let result = session().run(source, file: "main.swift")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.output == "2 items 3\n")
    }
}
