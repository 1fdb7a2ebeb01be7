import ChildProcess
import Foundation

/// The per-exercise time limit of a grading run (issue 38): an endless loop in the learner's
/// code must be reported, not hang `grade` or `watch`. The build is not timed (a first build
/// takes minutes); from the moment an exercise's grader tests start, they have `seconds` to end.
public struct GradeTimeLimit: Sendable {
    public var seconds: Double

    /// `WORKBOOK_GRADE_TIME_LIMIT` (seconds) overrides the default, for tests and slow machines.
    public static let environmentVariable = "WORKBOOK_GRADE_TIME_LIMIT"
    public static let defaultSeconds = 60.0

    public init(seconds: Double) { self.seconds = seconds }

    public static var fromEnvironment: GradeTimeLimit {
        let value = ProcessInfo.processInfo.environment[environmentVariable].flatMap(Double.init)
        return GradeTimeLimit(seconds: value.map { max(0.5, $0) } ?? defaultSeconds)
    }

    /// Once a grader module's tests have shown unfinished in `stream` since `since[module]`
    /// for the limit (`since` is updated here: a module with nothing running is forgotten),
    /// every grader module with tests unfinished: the looping one is among them, and alone
    /// only when the stream (written with a buffer) has caught up with the others. Only
    /// `graders` count: a whole-suite run (dev check's fresh clone) also runs the workbook's
    /// own tests, which may take minutes and are not the learner's.
    func overrun(
        in stream: TestEventStream, graders: Set<String>, since: inout [String: Date], now: Date = Date()
    ) -> Set<String>? {
        let running = Set(
            stream.tests.values.filter { $0.status == .unfinished && graders.contains($0.module) }.map(\.module))
        since = since.filter { running.contains($0.key) }
        for module in running.sorted() {
            let start = since[module] ?? now
            since[module] = start
            if now.timeIntervalSince(start) >= seconds { return running }
        }
        return nil
    }
}

/// Watches a running `swift test`'s event stream from a thread of its own and stops the run
/// (the whole tethered process group) when an exercise's tests overrun the limit.
final class GradeWatchdog: @unchecked Sendable {
    private let lock = NSLock()
    private var finished = false
    private var culprit: Set<String>?

    /// The grader modules still running when the run was stopped for overrunning, if it was.
    var overrunModules: Set<String>? {
        lock.lock()
        defer { lock.unlock() }
        return culprit
    }

    func start(events: URL, limit: GradeTimeLimit, graders: Set<String>, stopping run: ChildRun) {
        let thread = Thread { [self] in
            var since: [String: Date] = [:]
            while true {
                Thread.sleep(forTimeInterval: 0.25)
                lock.lock()
                let done = finished
                lock.unlock()
                if done { return }
                if let module = limit.overrun(in: TestEventStream(contentsOf: events), graders: graders, since: &since)
                {
                    lock.lock()
                    culprit = module
                    lock.unlock()
                    run.cancel()
                    return
                }
            }
        }
        thread.start()
    }

    func stop() {
        lock.lock()
        finished = true
        lock.unlock()
    }
}
