import Testing

// Names placed before the run (`Sources/ScriptFrontEnd/Resolution`): where the resolver can tell, a
// read becomes "so many scopes up, entry i" or "a global"; where a scope it does not see could
// hold the name (a capture, a member of `self`, a binding still to come) it stays a name.
// What the programs print is checked against swiftc by corpus script 605.
@testable import Script
@testable import ScriptFrontEnd

@Suite("Names placed before the run")
struct SlotResolverTests {
    /// Each read in `source`, in order: `name→local(i)@hops`, `name→global@hops`, or `name` when
    /// left to the interpreter's walk.
    static func placements(_ source: String) throws -> [String] {
        var parser = try Parser(source: source, start: SourcePos(line: 1, column: 1))
        let resolved = SlotResolver().resolve(try parser.parseProgram())
        var found: [String] = []
        func visit(_ subject: Any) {
            if let expr = subject as? Expr {
                switch expr.kind {
                case .slot(let slot):
                    switch slot.place {
                    case .local(let index): found.append("\(slot.name)→local(\(index))@\(slot.hops)")
                    case .captured: found.append("\(slot.name)→captured@\(slot.hops)")
                    case .global: found.append("\(slot.name)→global@\(slot.hops)")
                    }
                    return
                case .identifier(let name):
                    found.append(name)
                    return
                default: break
                }
            }
            for child in Mirror(reflecting: subject).children { visit(child.value) }
        }
        visit(resolved)
        return found
    }

    @Test func loopVariablesAndBodyLocalsArePlacedByPositionAndGlobalsThroughTheLoop() throws {
        let reads = try Self.placements(
            """
            var total = 0
            for i in 0..<3 { let doubled = i * 2; total += doubled }
            """)
        #expect(reads == ["i→local(0)@0", "total→global@1", "doubled→local(1)@0"])
    }

    @Test func parametersAreLocalsAndATopLevelFunctionReachesTheGlobalsOneScopeUp() throws {
        let reads = try Self.placements(
            """
            let step = 1
            func add(_ a: Int, _ b: Int) -> Int { a + b + step }
            """)
        #expect(reads == ["a→local(0)@0", "b→local(1)@0", "step→global@1"])
    }

    @Test func aClosureReachesTheGlobalsPastItsCopiedCapturesWhenMadeInsideABody() throws {
        let reads = try Self.placements(
            """
            let k = 2
            let atTop = { (x: Int) in x * k }
            for _ in 0..<1 { let inLoop = { (y: Int) in y + k } }
            """)
        #expect(reads == ["x→local(0)@0", "k→global@1", "y→local(0)@0", "k→global@2"])
    }

    @Test func aCapturedLocalIsFoundAmongTheClosuresCopiedCaptures() throws {
        let reads = try Self.placements(
            """
            func counter() -> () -> Int {
                var count = 0
                let read = { count }
                return read
            }
            final class Model {
                var items = 0
                func reader(offset: Int) -> () -> Int { { offset + self.items } }
                func implicit() -> () -> Int { { [self] in items } }
            }
            """)
        // A member reached without `self.` is never placed: it is not a variable of any scope.
        #expect(reads == ["count→captured@1", "read→local(1)@0", "offset→captured@1", "items"])
    }

    @Test func aConditionReadingTheNameItBindsIsLeftToTheWalk() throws {
        let reads = try Self.placements(
            """
            func show(_ value: Int?) {
                if let value = value { print(value) }
                guard let value = value else { return }
                print(value)
            }
            """)
        // The `if let`'s value names the parameter while the scope is about to bind its own
        // `value`; `guard let` rebinds the parameter's entry in place.
        #expect(
            reads == [
                "value", "print→global@2", "value→local(0)@0", "value→local(0)@0", "print→global@1", "value→local(0)@0",
            ])
    }

    @Test func aMethodsPropertiesAreNotPlacedButItsParametersAndLocalsAre() throws {
        let reads = try Self.placements(
            """
            final class Account {
                var balance = 0
                func deposit(_ amount: Int) -> Int {
                    let before = balance
                    balance = before + amount
                    return balance
                }
            }
            """)
        #expect(reads == ["balance", "balance", "before→local(1)@0", "amount→local(0)@0", "balance"])
    }

    @Test func aNameALocalFunctionOrTypeTakesIsNotPlacedOnAVariable() throws {
        let reads = try Self.placements(
            """
            let helper = 1
            func run() -> Int {
                func helper() -> Int { 2 }
                return helper()
            }
            let copy = helper
            """)
        #expect(reads == ["helper", "helper→global@0"])
    }

    @Test func aCalledNameAndAMethodsReceiverArePlacedButNotAnInoutArgumentOrASubscriptTarget() throws {
        let reads = try Self.placements(
            """
            var items: [Int] = []
            let double = { (x: Int) in x * 2 }
            func bump(_ value: inout Int) { value += 1 }
            for i in 0..<3 {
                items.append(double(i))
                bump(&items[i])
                items[i] = items[i] + 1
            }
            """)
        #expect(
            reads == [
                "x→local(0)@0", "value→local(0)@0", "items→global@1", "double→global@1", "i→local(0)@0",
                "bump→global@1", "items", "i", "items", "i", "items", "i→local(0)@0",
            ])
    }
}
