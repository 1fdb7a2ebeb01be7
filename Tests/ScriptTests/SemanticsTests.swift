// Behaviours checked against swiftc by hand (each script's expected output is what the
// compiled program printed), beyond the differential corpus.
import Script
import Testing

private func run(_ source: String) -> ScriptResult {
    ScriptSession(options: ScriptOptions(output: { _ in })).run(source, file: "main.swift")
}

@Suite("Semantics matching swiftc")
struct SemanticsTests {
    @Test("closures capture only what they use: locals are released on time")
    func captures() {
        let result = run(
            """
            final class Model { let n: Int; init(_ n: Int) { self.n = n }; deinit { print("deinit", n) } }
            func work() {
                let model = Model(1)
                let printer = { print("printing") }
                printer()
                print("end of work", model.n)
            }
            work()
            print("after work")
            var handlers: [() -> Void] = []
            func register() {
                let m = Model(2)
                handlers.append { print("handler sees", m.n) }
            }
            register()
            handlers[0]()
            handlers = []
            print("cleared")
            """)
        #expect(result.output == "printing\nend of work 1\ndeinit 1\nafter work\nhandler sees 2\ndeinit 2\ncleared\n")
    }

    @Test("[weak self] does not keep the object alive")
    func weakSelf() {
        let result = run(
            """
            final class Owner {
                var count = 0
                var action: (() -> Void)?
                func setUp() { action = { [weak self] in self?.count += 1 } }
                deinit { print("owner deinit") }
            }
            var o: Owner? = Owner()
            o?.setUp()
            o?.action?()
            print(o!.count)
            o = nil
            print("done")
            """)
        #expect(result.output == "1\nowner deinit\ndone\n")
    }

    @Test("lazy properties initialise on first access")
    func lazyProperty() {
        let result = run(
            """
            final class Report {
                let title: String
                lazy var header: String = { print("building header"); return "== \\(title) ==" }()
                init(title: String) { self.title = title; print("init") }
            }
            let r = Report(title: "Q1")
            print("created")
            print(r.header)
            print(r.header)
            """)
        #expect(result.output == "init\ncreated\nbuilding header\n== Q1 ==\n== Q1 ==\n")
    }

    @Test("Observations.untilFinished stops on .finish")
    func observationsUntilFinished() {
        let result = run(
            """
            import Observation
            @Observable final class Counter { var value = 0 }
            let counter = Counter()
            let consumer = Task {
                for await v in Observations.untilFinished({
                    counter.value < 3 ? .next(counter.value) : .finish
                }) {
                    print("saw", v)
                }
                print("finished")
            }
            for _ in 0..<3 {
                try await Task.sleep(for: .milliseconds(10))
                counter.value += 1
            }
            await consumer.value
            """)
        #expect(result.output == "saw 0\nsaw 1\nsaw 2\nfinished\n")
    }

    @Test("a trap inside a task stops the program")
    func trapInTask() {
        let result = run("let t = Task { let a = [1]; print(a[3]) }\nawait Task.yield()\nprint(\"main continues?\")\n")
        #expect(result.output == "")
        #expect(result.diagnostics.first?.message == "Fatal error: Index out of range")
    }

    @Test("waiting for something nothing will do is reported, not a hang")
    func deadlock() {
        let result = run(
            """
            import Observation
            @Observable final class M { var x = 0 }
            let m = M()
            for await v in Observations({ m.x }) { print(v) }
            """)
        #expect(result.output == "0\n")
        #expect(result.diagnostics.first?.message.contains("waits forever") == true)
    }

    @Test("Foundation's additions need import Foundation")
    func foundationGate() {
        #expect(
            run("print(\"a,b\".components(separatedBy: \",\"))\n").diagnostics.first?.message.contains(
                "add 'import Foundation'") == true)
        #expect(run("import Foundation\nprint(\"a,b\".components(separatedBy: \",\"))\n").output == "[\"a\", \"b\"]\n")
    }

    @Test("struct values print unqualified, qualified with the module inside collections")
    func descriptions() {
        let result = run(
            "struct Outer { struct Inner { var v = 1 } }\nprint(Outer.Inner(v: 5), [Outer.Inner()])\nfinal class C {}\nprint(C())\n"
        )
        #expect(result.output == "Inner(v: 5) [main.Outer.Inner(v: 1)]\nmain.C\n")
    }

    @Test("trailing closure after withObservationTracking(_:) is onChange")
    func trackingTrailingClosure() {
        let result = run(
            """
            import Observation
            @Observable final class S { var count = 0 }
            let store = S()
            func track(_ label: String, _ body: @escaping () -> Void) {
                withObservationTracking(body) { print("fired:", label) }
            }
            track("count") { _ = store.count }
            store.count += 1
            store.count += 1
            """)
        #expect(result.output == "fired: count\n")
    }
}

@Suite("Control flow matching swiftc")
struct ControlFlowTests {
    @Test("labelled break and continue, fallthrough, indirect enums")
    func labels() {
        let result = ScriptSession(options: ScriptOptions(output: { _ in })).run(
            """
            outer: for a in 1...3 {
                for b in 1...3 {
                    if a * b == 4 { print("found", a, b); break outer }
                    if b == 2 { continue outer }
                }
            }
            var n = 0
            loop: while true {
                n += 1
                switch n {
                case 3: break loop
                default: continue loop
                }
            }
            print(n)
            switch 5 {
            case 5: print("five"); fallthrough
            case 6: print("six (fallthrough)")
            default: print("default")
            }
            enum Tree { case leaf(Int); indirect case node(Tree, Tree) }
            func sum(_ t: Tree) -> Int { switch t { case .leaf(let v): return v; case .node(let l, let r): return sum(l) + sum(r) } }
            print(sum(.node(.leaf(1), .node(.leaf(2), .leaf(3)))))
            """)
        #expect(result.output == "found 2 2\n3\nfive\nsix (fallthrough)\n6\n")
    }
}

@Suite("Script views on the view simulator")
struct ScriptViewTests {
    @Test("a view re-evaluates only when what it read changes; @ObservedObject on every change")
    func bodyCounting() {
        let result = ScriptSession(options: ScriptOptions(output: { _ in })).run(
            """
            import Observation
            @Observable final class Profile { var name = "Ada"; var email = "a@x" }
            final class LegacyProfile: ObservableObject { @Published var name = "Ada"; @Published var email = "a@x" }
            struct NameView: View {
                let profile: Profile
                var body: some View { Text(profile.name) }
            }
            struct LegacyNameView: View {
                @ObservedObject var profile: LegacyProfile
                var body: some View { Text(profile.name) }
            }
            let profile = Profile()
            let legacy = LegacyProfile()
            let host = try ViewHost(NameView(profile: profile))
            let legacyHost = try ViewHost(LegacyNameView(profile: legacy))
            profile.email = "b@x"; legacy.email = "b@x"
            try host.update(); try legacyHost.update()
            print(host.bodyEvaluations(of: "NameView"), legacyHost.bodyEvaluations(of: "LegacyNameView"))
            profile.name = "Grace"
            try host.update()
            print(host.bodyEvaluations(of: "NameView"), host.texts)
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.output == "1 2\n2 [\"Grace\"]\n")
    }

    @Test("@State keeps its first value per identity; buttons and text fields act through the host")
    func stateAndControls() {
        let result = ScriptSession(options: ScriptOptions(output: { _ in })).run(
            """
            import Observation
            struct Counter: View {
                @State var taps = 0
                @State var name = ""
                var body: some View {
                    VStack {
                        Text("taps: \\(taps)")
                        Button("Tap") { taps += 1 }
                        TextField("Name", text: $name)
                        if !name.isEmpty { Text("hello \\(name)") }
                    }
                }
            }
            let host = try ViewHost(Counter())
            try host.tap("Tap")
            try host.tap("Tap")
            try host.type("Ada", into: "Name")
            print(host.texts)
            print(host.bodyEvaluations(of: "Counter"))
            """)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.output == "[\"taps: 2\", \"hello Ada\"]\n4\n")
    }

    @Test("a missing environment object is a clear error naming the type")
    func missingEnvironment() {
        let result = ScriptSession(options: ScriptOptions(output: { _ in })).run(
            """
            import Observation
            @Observable final class Theme { var accent = "blue" }
            struct Badge: View {
                @Environment(Theme.self) var theme
                var body: some View { Text(theme.accent) }
            }
            do { _ = try ViewHost(Badge()) } catch { print("error:", error) }
            let ok = try ViewHost(Badge().environment(Theme()))
            print(ok.texts)
            """)
        #expect(result.output.hasPrefix("error: "))
        #expect(result.output.contains("Theme"))
        #expect(result.output.hasSuffix("[\"blue\"]\n"))
    }
}
