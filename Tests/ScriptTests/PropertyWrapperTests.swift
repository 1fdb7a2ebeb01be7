// Property wrappers are expanded by the parser into a stored `_x` and a computed `x`
// (`PropertyWrapperExpansion`); what the expansion does not model is refused before any
// output. Expected outputs are swiftc 6.3.1's for the same programs.
import Script
import Testing

@Suite("Property wrappers")
struct PropertyWrapperTests {
    private func run(_ source: String) -> ScriptResult {
        ScriptSession(options: ScriptOptions(output: { _ in })).run(source, file: "main.swift")
    }

    private static let smallNumber = """
        @propertyWrapper
        struct SmallNumber {
            private var number: Int
            private(set) var projectedValue = false
            let maximum: Int
            init(wrappedValue: Int, maximum: Int) {
                self.maximum = maximum
                number = min(wrappedValue, maximum)
            }
            init() { self.init(wrappedValue: 0, maximum: 12) }
            var wrappedValue: Int {
                get { number }
                set {
                    projectedValue = newValue > maximum
                    number = min(newValue, maximum)
                }
            }
        }

        """

    @Test("the initial value goes through init(wrappedValue:), with the attribute's arguments after it")
    func initialValueAndArguments() {
        let result = run(
            Self.smallNumber + """
                struct Box {
                    @SmallNumber var plain: Int
                    @SmallNumber(maximum: 5) var narrow: Int = 9
                }
                var box = Box()
                print(box.plain, box.narrow)
                box.plain = 30
                print(box.plain, box.$plain, box.$narrow)

                """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.output == "0 5\n12 true false\n")
    }

    @Test("a wrapper on a local variable, and $name inside a method")
    func localAndProjection() {
        let result = run(
            Self.smallNumber + """
                struct Meter {
                    @SmallNumber var level: Int
                    mutating func raise(by step: Int) -> Bool {
                        level += step
                        return $level
                    }
                }
                func tally() {
                    @SmallNumber(maximum: 3) var tries: Int = 0
                    for _ in 0..<5 { tries += 1 }
                    print(tries, $tries)
                }
                var meter = Meter()
                print(meter.raise(by: 7), meter.raise(by: 7), meter.level)
                tally()

                """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.output == "false true 12\n3 true\n")
    }

    @Test(
        "what the expansion does not model is refused before any output",
        arguments: [
            (
                "@propertyWrapper struct A { var wrappedValue: Int }\n@propertyWrapper struct B { var wrappedValue: Int }\n"
                    + "struct S { @A @B var x: Int = 1 }",
                "composition of property wrappers"
            ),
            (
                "@propertyWrapper struct A { var wrappedValue: Int }\nfunc f(@A x: Int) { print(x) }",
                "a property wrapper on a parameter"
            ),
            (
                "@propertyWrapper struct A { var wrappedValue: Int }\n@A var x: Int = 1",
                "property wrappers are not yet supported in top-level code"
            ),
            (
                "@propertyWrapper struct A { var wrappedValue: Int }\nstruct S { @A var x: Int = 1 }\nprint(S(x: 2).x)",
                "the memberwise initializer's argument 'x:'"
            ),
            (
                // Two generic parameters: the property's type settles only `V`.
                "@propertyWrapper struct G<V, K> { var wrappedValue: V; let k: K\n"
                    + "init(wrappedValue: V, k: K) { self.wrappedValue = wrappedValue; self.k = k } }\n"
                    + "struct S { @G(k: 1) var x: Double = 1 }",
                "arguments to the generic property wrapper '@G'"
            ),
            (
                // No written type, and a non-literal beside the integer value: `lo` may be a Double.
                "@propertyWrapper struct C<V: Comparable> { var wrappedValue: V; let r: ClosedRange<V>\n"
                    + "init(wrappedValue: V, _ r: ClosedRange<V>) { self.wrappedValue = wrappedValue; self.r = r } }\n"
                    + "let lo = 0.5\nstruct S { @C(lo...2) var x = 1 }",
                "arguments to the generic property wrapper '@C'"
            ),
            (
                // A constraint neither Int nor Double meets: Swift would look further.
                "protocol Unit {}\n@propertyWrapper struct U<V: Unit> { var wrappedValue: V; let tag: String\n"
                    + "init(wrappedValue: V, tag: String) { self.wrappedValue = wrappedValue; self.tag = tag } }\n"
                    + "struct S { @U(tag: \"m\") var x = 1 }",
                "arguments to the generic property wrapper '@U'"
            ),
            (
                "@propertyWrapper struct A: Codable { var wrappedValue: Int }\n"
                    + "struct S { @A var x: Int = 1 }\nextension S: Codable {}",
                "Codable with a property wrapper on 'x'"
            ),
            (
                "import Observation\n@propertyWrapper struct A { var wrappedValue: Int }\n"
                    + "@Observable class M { @A var x: Int = 1 }",
                "in an '@Observable' class"
            ),
        ])
    func refused(_ program: String, _ message: String) {
        let result = run("print(\"before\")\n" + program + "\n")
        #expect(result.output.isEmpty)
        #expect(result.diagnostics.first?.message.contains(message) == true, "\(result.diagnostics)")
    }
}
