// What a script sees of the dependency footprint: `host.dependencies(of:)` and
// `host.skippedInLastUpdate` on the script's ViewHost, and `ScriptSession.object(inVariable:)`
// (the REPL's `:deps board.home`).
import Script
import Testing

@Suite("Script footprint")
struct FootprintScriptTests {
    @Test("a script's host lists what each view's body read, and the bodies it skipped")
    func hostDependencies() {
        let session = ScriptSession(options: ScriptOptions(output: { _ in }))
        let result = session.run(
            """
            import Observation
            @Observable final class Board { var home = "Oslo"; var title = "Inbox" }
            struct Title: View {
                let text: String
                var body: some View { Text(text) }
            }
            struct Home: View {
                var board: Board
                @State var taps = 0
                var body: some View {
                    VStack {
                        Title(text: board.title)
                        Text("\\(board.home) \\(taps)")
                    }
                }
            }
            let board = Board()
            let host = try ViewHost(Home(board: board))
            print(host.dependencies(of: "Home"))
            print(host.dependencies(of: "Title"))
            board.home = "Rome"
            try host.update()
            print(host.skippedInLastUpdate)
            """)
        #expect(result.diagnostics.isEmpty)
        #expect(
            result.output == """
                ["Board#1.home", "Board#1.title", "Home.@State taps"]
                []
                ["Title"]

                """)
    }

    @Test("object(inVariable:) finds the object a global holds, and nothing else")
    func objectInVariable() {
        let session = ScriptSession(options: ScriptOptions(output: { _ in }))
        _ = session.run("final class Board { var home = 1 }\nlet board = Board()\nlet n = 3\n")
        #expect(session.object(inVariable: "board")?.typeName == "Board")
        #expect(session.object(inVariable: "n") == nil)
        #expect(session.object(inVariable: "missing") == nil)
    }
}
