import Foundation
import Testing

/// `:deps`, `:deps variable.property` and `:why` typed into the REPL (plain stdin) on the
/// models of the real lessons, as a learner would after opening a step.
@Suite("REPL :deps and :why", .serialized)
struct FootprintCommandTests {
    let home: TemporaryDirectory
    let lessons = WorkbookBinary.packageRoot.appendingPathComponent("Lessons").path

    init() throws {
        home = try TemporaryDirectory()
    }

    func repl(_ input: String) throws -> PlainRun {
        try PlainRun.run(["--lessons", lessons], stdin: input, stateHome: home.path, currentDirectory: home.path)
    }

    /// The lines after the step's footer: what the commands printed.
    func answers(_ run: PlainRun) -> [String] {
        let lines = run.stdout.components(separatedBy: "\n")
        let footer = lines.lastIndex { $0.contains("or type Swift to") } ?? -1
        return Array(lines[(footer + 1)...]).filter { !$0.isEmpty && $0 != "experiment." }
    }

    @Test func depsDrawsTheTrackingsAndWhoReadsAProperty() throws {
        // Lesson 03, step 3: the naive re-install leaves one tracking on board.home.
        let run = try repl(":open 03 3\n:deps\n:deps board.home\n:deps board.away\n")
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        let out = answers(run)
        #expect(out.count == 6, "\(out)")
        guard out.count == 6 else { return }
        #expect(out[0] == "1 tracking installed:")
        #expect(out[1].hasPrefix("└─ #5 withObservationTracking at 03-one-shot-tracking.md:"))
        #expect(out[2] == "   └─ Scoreboard#1.home")
        #expect(out[3] == "Scoreboard#1.home is read by 1 tracking:")
        #expect(out[4] == "└─ " + out[1].dropFirst(3))
        #expect(out[5] == "nothing depends on Scoreboard#1.away: a change to it notifies no one")
    }

    @Test func whyNamesTheMutationAndTheRegistrationItHit() throws {
        let run = try repl(":open 03 3\nboard.away = 5\n:why\nboard.home = 20\n:why\n")
        #expect(run.stderr.isEmpty)
        let out = answers(run)
        #expect(out.count == 3, "\(out)")
        guard out.count == 3 else { return }
        #expect(out[0] == "Scoreboard#1.away changed at <repl>:1: nothing depended on it, no one was notified")
        #expect(out[1] == "Scoreboard#1.home changed at <repl>:1")
        #expect(
            out[2].hasPrefix("  hit registration of tracking #5 (withObservationTracking at 03-one-shot-tracking.md:"))
        #expect(out[2].hasSuffix(") → onChange ran; the tracking is cancelled (one-shot)"))
    }

    @Test func whyFollowsAChangeIntoTheViewsItInvalidated() throws {
        // Lesson 08, step 8: rows read their label's title; the list and summary read items.
        let run = try repl(
            ":open 08 8\nlabels.items[0].title = \"X\"\ntry newHost.update()\n:why\n:deps labels.items\n")
        #expect(run.stderr.isEmpty)
        #expect(
            answers(run) == [
                "Label#1.title changed at <repl>:1",
                "  hit registration of tracking #37 (body of NewList/VStack/1:ForEach/NewRow[id: 1]) → view invalidated: "
                    + "its body runs at the next update",
                "NewList/VStack/1:ForEach/NewRow[id: 1] body ran: a property it read changed",
                "Labels#1.items is read by 2 trackings:",
                "├─ #28 body of NewList",
                "└─ #36 body of NewList/VStack/0:NewSummary",
            ])
    }

    @Test func mistakesAreExplained() throws {
        let run = try repl(":why\n:deps\n:deps board\n:deps nope.x\n:why now\n")
        #expect(run.status == 0)
        #expect(
            run.stdout
                == "nothing has changed an observed property yet\nno tracking is installed: no change would notify anyone\n"
        )
        #expect(run.stderr.contains("usage: :deps or :deps variable.property, e.g. :deps board.home (got 'board')"))
        #expect(run.stderr.contains("'nope' is not a variable holding an object (:vars lists the variables)"))
        #expect(run.stderr.contains(":why takes no argument"))
    }
}
