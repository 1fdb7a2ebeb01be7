import Foundation
import Testing

/// Issue 35, item 7: `:check` first says whether the checks judged the code the learner typed
/// last (it did not compile, did not finish, or an older declaration is still in the session),
/// then shows each failed check as Swift Testing expands it, with advice for the first only.
/// Lesson 3's first challenge (`AwayCounter`), typed as a learner types it.
@Suite("Challenge feedback in the REPL", .serialized)
struct ChallengeFeedbackTests {
    let home: TemporaryDirectory

    init() throws {
        home = try TemporaryDirectory()
    }

    func repl(_ input: String) throws -> PlainRun {
        let lessons = WorkbookBinary.packageRoot.appendingPathComponent("Lessons").path
        return try PlainRun.run(
            ["--lessons", lessons], stdin: ":open 3 10\n" + input, stateHome: home.path, currentDirectory: home.path)
    }

    /// The class with `onChange`'s body given; the starter's `// ✎ keep observing` left out.
    static func awayCounter(onChange: String) -> String {
        """
        final class AwayCounter {
            let board: Scoreboard
            var changes = 0
            init(board: Scoreboard) { self.board = board }
            func start() {
                withObservationTracking {
                    _ = board.away
                } onChange: {
                    self.changes += 1
                    \(onChange)
                }
            }
        }

        """
    }

    /// What `:check` printed: from its heading on.
    static func feedback(_ run: PlainRun) -> String {
        guard let start = run.stdout.range(of: "Checking your code") else { return "" }
        return String(run.stdout[start.lowerBound...])
    }

    static let starterFirst = "type the starter"

    @Test("a check that fails: Swift Testing's expansion, advice for the first failure only")
    func aFailingCheck() throws {
        let run = try repl(Self.awayCounter(onChange: "") + ":check\n")
        let out = Self.feedback(run)
        #expect(out.contains("✓ #expect(counter.changes == 1) — the first change is counted once"), "\(out)")
        #expect(out.contains("✗ (counter.changes → 1) == 3 — every change of away is counted"), "\(out)")
        #expect(!out.contains("counter.changes → 1, 3 → 3"), "the old, cryptic form")
        #expect(out.contains("try: the tracking is spent once it fires: install the next one from onChange"))
        #expect(out.contains("the failures after it may follow from it"))
        // The third check fails only because the second does: no advice of its own.
        #expect(out.components(separatedBy: "try:").count == 2, "\(out)")
        #expect(!out.contains("read only board.away"), "\(out)")
        #expect(out.contains("1/3 checks passed."))
    }

    @Test("the same failure again: the advice is not repeated, :hint is offered")
    func theSameFailureTwice() throws {
        let run = try repl(Self.awayCounter(onChange: "") + ":check\n:check\n")
        let out = Self.feedback(run)
        #expect(out.components(separatedBy: "install the next one from onChange").count == 2, "\(out)")
        #expect(out.contains("try: as on attempt 1 — :hint gives a more specific hint"), "\(out)")
    }

    @Test("code rejected in Swift 6 mode: it did not compile, not 'type the starter'")
    func aSwiftSixError() throws {
        // In Swift 6 mode onChange is @Sendable: capturing the class is an error.
        let run = try repl(":swift 6\n" + Self.awayCounter(onChange: "self.start()") + ":check\n")
        #expect(run.stdout.contains("error: capture of 'self' with non-Sendable type 'AwayCounter'"), "\(run.stdout)")
        let out = Self.feedback(run)
        #expect(out.contains("Your newest `AwayCounter` did not compile"), "\(out)")
        #expect(!out.contains(Self.starterFirst) && !out.contains("try:"), "\(out)")
        #expect(!out.contains("cannot find 'AwayCounter' in scope"), "the checks' own error adds nothing")
    }

    @Test("an endless recursion: the code did not finish")
    func anEndlessRecursion() throws {
        let code = Self.awayCounter(onChange: "").replacingOccurrences(
            of: "withObservationTracking {", with: "start()\n        withObservationTracking {")
        let run = try repl(code + ":check\n")
        let out = Self.feedback(run)
        #expect(out.contains("error: execution stopped:"), "\(out)")
        #expect(out.contains("Your code did not finish"), "\(out)")
        #expect(!out.contains(Self.starterFirst) && !out.contains("this check never ran"), "\(out)")
        #expect(out.contains("attempt 1"), "code the checks ran is an attempt")
    }

    @Test("code that traps when the checks call it: the error is the learner's, not the checks'")
    func anErrorInTheLearnersCode() throws {
        let code = Self.awayCounter(onChange: "").replacingOccurrences(
            of: "withObservationTracking {",
            with: "let seen: [Int] = []\n        changes = seen[0]\n        withObservationTracking {")
        let out = Self.feedback(try repl(code + ":check\n"))
        #expect(out.contains("<repl>:7:23: error: Fatal error: Index out of range"), "\(out)")
        #expect(out.contains("Your code stopped with an error while the checks ran it"), "\(out)")
        #expect(!out.contains(Self.starterFirst) && out.contains("attempt 1"), "\(out)")
    }

    @Test("a fix that did not compile: the checks ran on the older declaration, and say so")
    func aStaleDeclaration() throws {
        // The fix calls start() without `self.`: swiftc refuses it, the first version stays.
        let run = try repl(
            Self.awayCounter(onChange: "") + Self.awayCounter(onChange: "start()") + ":check\n"
                + Self.awayCounter(onChange: "self.start()") + ":check\n")
        #expect(run.stdout.contains("requires explicit use of 'self'"), "\(run.stdout)")
        let out = Self.feedback(run)
        let attempts = out.components(separatedBy: "Checking your code — attempt 2:")
        #expect(attempts.count == 2, "\(out)")
        #expect(attempts[0].contains("These checks ran on an older `AwayCounter`"), "\(out)")
        #expect(!attempts[0].contains("try:"), "advice about code the learner has already replaced")
        #expect(attempts[1].contains("✓ Challenge passed"), "the fix typed again passes: \(out)")
    }
}
