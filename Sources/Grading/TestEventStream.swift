import Foundation

/// One test as Swift Testing reported it through `swift test --event-stream-output-path`.
public struct TestRecord: Sendable, Equatable {
    public enum Status: Sendable, Equatable {
        case passed, failed, skipped
        /// Declared but never started: the run ended (or died) before it.
        case notRun
        /// Started but never ended: the test process died while running it.
        case unfinished
    }

    /// Swift Testing's id: `Module.Suite/test()/File.swift:line:column`.
    public var id: String
    public var displayName: String
    public var status: Status
    /// Failures in the order of their place in the grader's source (a stable "first").
    public var issues: [TestIssue]
    /// The skip note, for a skipped test.
    public var skipReason: String?
    /// When it started and ended, in seconds (the stream's `instant.absolute`): its duration.
    public var startedAt: Double?
    public var endedAt: Double?

    public var module: String { String(id.prefix { $0 != "." }) }

    public init(
        id: String, displayName: String, status: Status, issues: [TestIssue] = [], skipReason: String? = nil,
        startedAt: Double? = nil, endedAt: Double? = nil
    ) {
        self.id = id
        self.displayName = displayName
        self.status = status
        self.issues = issues
        self.skipReason = skipReason
        self.startedAt = startedAt
        self.endedAt = endedAt
    }
}

/// One failed expectation.
public struct TestIssue: Sendable, Equatable {
    /// The expectation as Swift Testing prints it: `Expectation failed: (x → 0) == 1`.
    public var summary: String
    /// The grader's own words for the learner (the `#expect` comment), if any.
    public var explanation: String?
    /// Where the grader sends the learner (the comment's last line, `⌖ email › get`), if it says.
    public var places: [LearnerPlace]
    public var file: String?
    public var line: Int

    /// `explanation` is the grader's whole comment: a place on its last line is taken apart.
    public init(summary: String, explanation: String?, file: String?, line: Int) {
        self.summary = summary
        let split = explanation.map(LearnerPlace.split)
        self.explanation = split?.sentence
        places = split?.places ?? []
        self.file = file
        self.line = line
    }

    /// What a learner reads first: the explanation if the grader gave one.
    public var learnerMessage: String { explanation ?? summary }
}

/// Reads the JSON-lines event stream (schema version 0) into per-test records. Lines it does
/// not understand are ignored: the stream may grow fields and kinds.
public struct TestEventStream: Sendable {
    public private(set) var tests: [String: TestRecord] = [:]
    public private(set) var runEnded = false

    public init(contentsOf file: URL) {
        guard let data = try? Data(contentsOf: file) else { return }
        for line in data.split(separator: UInt8(ascii: "\n")) {
            guard let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
                let kind = object["kind"] as? String,
                let payload = object["payload"] as? [String: Any]
            else { continue }
            if kind == "test" { declare(payload) } else if kind == "event" { apply(payload) }
        }
    }

    private mutating func declare(_ payload: [String: Any]) {
        guard payload["kind"] as? String == "function", let id = payload["id"] as? String else { return }
        let name = payload["displayName"] as? String ?? payload["name"] as? String ?? id
        tests[id] = TestRecord(id: id, displayName: name, status: .notRun, issues: [], skipReason: nil)
    }

    private mutating func apply(_ payload: [String: Any]) {
        guard let kind = payload["kind"] as? String else { return }
        if kind == "runEnded" { runEnded = true }
        guard let id = payload["testID"] as? String, tests[id] != nil else { return }
        let messages = (payload["messages"] as? [[String: Any]]) ?? []
        switch kind {
        case "testStarted":
            tests[id]?.status = .unfinished
            tests[id]?.startedAt = Self.instant(payload)
        case "testSkipped":
            tests[id]?.status = .skipped
            tests[id]?.skipReason = messages.first.flatMap { $0["text"] as? String }.map(Self.skipNote)
        case "issueRecorded":
            guard let issue = payload["issue"] as? [String: Any], issue["isKnown"] as? Bool != true else { return }
            let location = issue["sourceLocation"] as? [String: Any]
            // "fail" is the expectation, "difference" a collection diff, "details" the
            // grader's comment — the part written for the learner.
            func texts(_ symbol: String) -> [String] {
                messages.filter { $0["symbol"] as? String == symbol }.compactMap { $0["text"] as? String }
            }
            let details = texts("details")
            let recorded = TestIssue(
                summary: (texts("fail").first ?? messages.first?["text"] as? String) ?? "an expectation failed",
                explanation: details.isEmpty ? nil : details.joined(separator: " "),
                file: location?["fileID"] as? String,
                line: location?["line"] as? Int ?? 0
            )
            tests[id]?.issues.append(recorded)
            tests[id]?.issues.sort { $0.line < $1.line }
        case "testEnded":
            let failed = !(tests[id]?.issues.isEmpty ?? true)
            tests[id]?.status = failed ? .failed : .passed
            tests[id]?.endedAt = Self.instant(payload)
        default:
            break
        }
    }

    private static func instant(_ payload: [String: Any]) -> Double? {
        ((payload["instant"] as? [String: Any])?["absolute"] as? NSNumber)?.doubleValue
    }

    /// `Test "x" skipped: "why"` → `why`.
    static func skipNote(_ text: String) -> String {
        guard let range = text.range(of: "skipped: ") else { return text }
        var note = String(text[range.upperBound...])
        if note.hasPrefix("\""), note.hasSuffix("\""), note.count >= 2 { note = String(note.dropFirst().dropLast()) }
        return note
    }
}
