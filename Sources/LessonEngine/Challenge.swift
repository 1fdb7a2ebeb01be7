/// A step that asks the learner to write code (DESIGN.md "Lessons"): a starter with a hole,
/// checks that run on the learner's session, graduated hints and a reference solution that
/// the Markdown folds in `<details>` so a reader on a code host still sees it.
public struct Challenge: Sendable, Equatable {
    /// ```swift starter: what the learner begins from; `workbook check` proves it fails a check.
    public var starter: CodeBlock
    /// ```swift check: `#expect` lines run on the learner's session by `:check`.
    public var checks: CodeBlock
    /// ```swift solution, inside `<details><summary>Solution</summary>`.
    public var solution: CodeBlock
    /// ```swift wrong blocks: the cheapest wrong answers, each proven to fail a check.
    public var wrongAnswers: [CodeBlock]
    /// `<details><summary>Hint N</summary>` sections, in order, each more specific.
    public var hints: [String]
    /// Prose in the solution's `<details>` besides the code: why it works.
    public var solutionNotes: String
    /// The `// try:` sentence of each `#expect`, keyed by the line of the `#expect` in the file.
    public var advice: [Int: String]

    public init(
        starter: CodeBlock, checks: CodeBlock, solution: CodeBlock, wrongAnswers: [CodeBlock] = [],
        hints: [String], solutionNotes: String = "", advice: [Int: String]
    ) {
        self.starter = starter
        self.checks = checks
        self.solution = solution
        self.wrongAnswers = wrongAnswers
        self.hints = hints
        self.solutionNotes = solutionNotes
        self.advice = advice
    }

    /// The checks as one entry: inside `do { }`, so running them again declares nothing twice
    /// and leaves no names behind in the learner's session.
    public var checkSource: (source: String, firstLine: Int) {
        ("do {\n" + checks.source + "\n}", checks.firstLine - 1)
    }

    /// Reads the `// try: …` sentence for every `#expect` of a check block: on the `#expect`'s
    /// line, or alone on the line above it. Returns the lines of `#expect`s without one.
    static func advice(in checks: CodeBlock) -> (advice: [Int: String], missing: [Int]) {
        var advice: [Int: String] = [:]
        var missing: [Int] = []
        var above: String?
        for (offset, line) in LessonParser.splitLines(checks.source).enumerated() {
            let sentence = trySentence(line)
            if line.contains("#expect(") {
                if let sentence = sentence ?? above {
                    advice[checks.firstLine + offset] = sentence
                } else {
                    missing.append(checks.firstLine + offset)
                }
                above = nil
            } else {
                let isComment = line.drop { $0 == " " }.hasPrefix("//")
                above = isComment ? sentence : nil
            }
        }
        return (advice, missing)
    }

    /// Check source without its `// try:` comments (lines holding only one are dropped).
    public static func withoutAdvice(_ source: String) -> String {
        LessonParser.splitLines(source).compactMap { line -> String? in
            guard let range = line.range(of: "// try:") else { return line }
            let code = line[..<range.lowerBound].trimmingTrailingSpaces()
            return code.allSatisfy { $0 == " " } ? nil : code
        }.joined(separator: "\n")
    }

    private static func trySentence(_ line: String) -> String? {
        guard let range = line.range(of: "// try:") else { return nil }
        let sentence = line[range.upperBound...].drop { $0 == " " }.trimmingTrailingSpaces()
        return sentence.isEmpty ? nil : sentence
    }
}

/// The part a fenced ```swift ROLE block plays in a challenge.
public enum ChallengeBlockRole: String, Sendable, Equatable, CaseIterable {
    case starter, check, solution, wrong
}
