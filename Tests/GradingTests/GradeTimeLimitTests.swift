import Foundation
import Testing

@testable import Grading

/// Issue 38: an exercise whose grader tests never end is found from the event stream, once
/// they have run past the limit; one that ends in time, or has not started, is left alone.
@Suite struct GradeTimeLimitTests {
    private func stream(_ lines: [String]) throws -> (TestEventStream, Fixture) {
        let fixture = try Fixture()
        try fixture.write("events.jsonl", lines.joined(separator: "\n") + "\n")
        return (TestEventStream(contentsOf: fixture.root.appendingPathComponent("events.jsonl")), fixture)
    }

    private func test(_ id: String) -> String {
        #"{"kind":"test","payload":{"displayName":"t","id":"\#(id)","kind":"function","name":"t"},"version":"6.3.0"}"#
    }

    private func event(_ kind: String, _ id: String) -> String {
        #"{"kind":"event","payload":{"kind":"\#(kind)","testID":"\#(id)","messages":[]},"version":"6.3.0"}"#
    }

    private let graders: Set<String> = [
        "Grader01RegistrarByHand", "Grader02KeepObserving", "Grader03ComputedAndIgnored",
    ]

    @Test func testsRunningPastTheLimitNameTheirGraderModule() throws {
        let looping = "Grader03ComputedAndIgnored.S/a()/G.swift:1:1"
        let quick = "Grader01RegistrarByHand.S/b()/G.swift:1:1"
        let (events, _) = try stream([
            test(looping), test(quick), event("testStarted", looping), event("testStarted", quick),
            event("testEnded", quick),
        ])
        let limit = GradeTimeLimit(seconds: 5)
        var since: [String: Date] = [:]
        let start = Date()
        #expect(limit.overrun(in: events, graders: graders, since: &since, now: start) == nil)
        #expect(limit.overrun(in: events, graders: graders, since: &since, now: start.addingTimeInterval(4)) == nil)
        #expect(
            limit.overrun(in: events, graders: graders, since: &since, now: start.addingTimeInterval(5))
                == ["Grader03ComputedAndIgnored"])
    }

    @Test func testsThatEndAreForgotten() throws {
        let id = "Grader02KeepObserving.S/a()/G.swift:1:1"
        let (running, _) = try stream([test(id), event("testStarted", id)])
        let (ended, _) = try stream([test(id), event("testStarted", id), event("testEnded", id)])
        let limit = GradeTimeLimit(seconds: 5)
        var since: [String: Date] = [:]
        let start = Date()
        #expect(limit.overrun(in: running, graders: graders, since: &since, now: start) == nil)
        #expect(limit.overrun(in: ended, graders: graders, since: &since, now: start.addingTimeInterval(10)) == nil)
        #expect(since.isEmpty)
    }

    /// dev check runs a fresh clone's whole suite: the workbook's own tests run for minutes
    /// and must not be stopped as if they were an exercise's endless loop.
    @Test func testsOfOtherModulesAreNotTimed() throws {
        let own = "ScriptTests.S/a()/G.swift:1:1"
        let (events, _) = try stream([test(own), event("testStarted", own)])
        let limit = GradeTimeLimit(seconds: 5)
        var since: [String: Date] = [:]
        let start = Date()
        #expect(limit.overrun(in: events, graders: graders, since: &since, now: start) == nil)
        #expect(limit.overrun(in: events, graders: graders, since: &since, now: start.addingTimeInterval(600)) == nil)
    }
}
