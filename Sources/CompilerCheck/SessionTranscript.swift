/// The REPL session as a Swift file (`:save FILE`): every entry the session accepted, in
/// order, so that `workbook run FILE` compiles and runs them again. A lesson step's code is
/// kept for its declarations only (its prints and `#expect`s are the lesson's, not the
/// learner's). A value the REPL echoed as `$R0` is bound as `_R0` (swiftc reserves `$`
/// names) and printed, so the file shows it too.
public struct SessionTranscript: Sendable, Equatable {
    private var parts: [String] = []
    /// How many entries the learner typed (lesson code not counted).
    public private(set) var entryCount = 0

    public init() {}

    public var isEmpty: Bool { entryCount == 0 }

    /// An entry that ran (interpreted or compiled); `echoedAs`: the name its value was shown as.
    public mutating func record(_ entry: String, echoedAs name: String?) {
        var items = TopLevelItem.items(in: entry).map { Scaffolding.compilerSpelling(of: $0.text) }
        if let name, let last = TopLevelItem.items(in: entry).last, last.kind == .expression, !items.isEmpty {
            let binding = Scaffolding.compilerSpelling(of: name)
            items[items.count - 1] =
                "let \(binding) = \(Scaffolding.compilerSpelling(of: last.text))\nprint(\(binding) as Any)"
        }
        parts.append(items.joined(separator: "\n"))
        entryCount += 1
    }

    /// A lesson step's code that ran: its declarations, which the learner's entries may use.
    public mutating func recordLessonCode(_ source: String) {
        let declarations = TopLevelItem.items(in: source).filter { $0.kind != .statement && $0.kind != .expression }
        guard !declarations.isEmpty else { return }
        parts.append(declarations.map(\.text).joined(separator: "\n"))
    }

    public mutating func reset() { self = SessionTranscript() }

    /// The file's text; `swiftVersion`: the mode the session checked in (said in its first line).
    public func swiftFile(swiftVersion: Int) -> String {
        let run = swiftVersion == 6 ? "workbook run --swift-version 6 FILE" : "workbook run FILE"
        let header = [
            "// Saved from a workbook REPL session; run it with `swift run \(run)`.",
            "import Observation",
        ]
        return (header + parts).joined(separator: "\n") + "\n"
    }
}
