import Localization

/// The challenge part of the lesson parser: ```swift ROLE blocks and the folded
/// `<details>` sections (hints, solution, wrong answers) of one step.
struct ChallengeParts {
    var starter: CodeBlock?
    var checks: CodeBlock?
    var solution: CodeBlock?
    var wrongAnswers: [CodeBlock] = []
    /// Each hint's paragraphs.
    var hints: [[String]] = []
    var solutionNotes: [String] = []
    /// The first challenge line, for messages.
    var line: Int?

    var isEmpty: Bool { line == nil }
}

/// A `<details><summary>…</summary>` section the parser reads specially; any other
/// `<details>` stays prose.
enum FoldedSection {
    case hint(line: Int)
    case solution(line: Int)
    case wrong(line: Int)

    var line: Int {
        switch self {
        case .hint(let line), .solution(let line), .wrong(let line): line
        }
    }

    /// `<details><summary>Hint 2</summary>` → .hint (in the lesson's language:
    /// `Indice 2`, `提示 2` …); nil for any other line or summary.
    static func opening(_ trimmed: String, line: Int, words: StructuralWords) -> FoldedSection? {
        let prefix = "<details><summary>"
        guard trimmed.hasPrefix(prefix), trimmed.hasSuffix("</summary>") else { return nil }
        let summary = trimmed.dropFirst(prefix.count).dropLast("</summary>".count).lowercased()
        // The wrong-answers summary first: in some languages it starts with another word.
        if summary.hasPrefix(words.wrongAnswers.lowercased()) { return .wrong(line: line) }
        if summary.hasPrefix(words.hint.lowercased()) { return .hint(line: line) }
        if summary.hasPrefix(words.solution.lowercased()) { return .solution(line: line) }
        return nil
    }
}

extension LessonParser.Parser {
    /// Opens or closes a folded section; true when the line was one of those boundaries.
    mutating func foldedSectionBoundary(_ trimmed: String, line: Int) throws(LessonError) -> Bool {
        if let opening = FoldedSection.opening(trimmed, line: line, words: words) {
            flushParagraph()
            guard section == nil else {
                throw error(line, "a <details> section inside another; close the first with </details>")
            }
            guard !steps.isEmpty else {
                throw error(line, "hints and solutions belong to a challenge step, not the introduction")
            }
            if case .hint = opening { challenge.hints.append([]) }
            challenge.line = challenge.line ?? line
            section = opening
            return true
        }
        if trimmed == "</details>", section != nil {
            flushParagraph()
            section = nil
            return true
        }
        return false
    }

    /// A ```swift starter / check / solution / wrong block.
    mutating func addChallengeBlock(_ roleName: String, body: [String], line: Int) throws(LessonError) {
        guard let role = ChallengeBlockRole(rawValue: roleName.lowercased()) else {
            let roles = ChallengeBlockRole.allCases.map(\.rawValue).joined(separator: ", ")
            throw error(line, "unknown block '```swift \(roleName)'; a challenge block is one of: \(roles)")
        }
        guard !steps.isEmpty else { throw error(line, "a challenge block before the first step; move it into a step") }
        let block = CodeBlock(source: body.joined(separator: "\n"), firstLine: line + 1)
        challenge.line = challenge.line ?? line
        let place: String
        switch (role, section) {
        case (.solution, .solution?):
            guard challenge.solution == nil else {
                throw error(line, "a second ```swift solution; a challenge has one")
            }
            challenge.solution = block
            return
        case (.wrong, .wrong?):
            challenge.wrongAnswers.append(block)
            return
        case (.starter, nil), (.check, nil):
            let already = role == .starter ? challenge.starter != nil : challenge.checks != nil
            guard !already else { throw error(line, "a second ```swift \(role.rawValue) block; a challenge has one") }
            if role == .starter { challenge.starter = block } else { challenge.checks = block }
            append(.challengeCode(role, block))
            return
        case (.solution, _): place = "inside \(words.solutionSummary) … </details>"
        case (.wrong, _): place = "inside \(words.wrongAnswersSummary) … </details>"
        case (.starter, _), (.check, _): place = "in the step, outside any <details> section"
        }
        throw error(line, "a ```swift \(role.rawValue) block belongs \(place)")
    }

    /// At the end of a step: a challenge needs all of its parts; they become `Step.challenge`.
    mutating func finishChallenge() throws(LessonError) {
        defer { challenge = ChallengeParts() }
        guard let first = challenge.line, !steps.isEmpty else { return }
        let step = steps[steps.count - 1]
        let missing = [
            challenge.starter == nil ? "a ```swift starter block" : nil,
            challenge.checks == nil ? "a ```swift check block" : nil,
            challenge.solution == nil ? "a ```swift solution block in \(words.solutionSummary)" : nil,
            challenge.hints.isEmpty ? "at least one \(words.hintSummary(1)) section" : nil,
        ].compactMap { $0 }
        guard missing.isEmpty, let starter = challenge.starter, let checks = challenge.checks,
            let solution = challenge.solution
        else {
            throw error(first, "step \(step.number) is a challenge but lacks \(missing.joined(separator: ", "))")
        }
        guard checks.source.contains("#expect(") else {
            throw error(
                checks.firstLine - 1,
                "the ```swift check block has no #expect; a challenge is judged by its checks")
        }
        let advice = Challenge.advice(in: checks)
        if let line = advice.missing.first {
            throw error(
                line,
                "this check has no sentence on what to try; end the line with '// try: …' "
                    + "(or put it alone on the line above)")
        }
        if let empty = challenge.hints.firstIndex(where: \.isEmpty) {
            throw error(first, "hint \(empty + 1) of step \(step.number) is empty")
        }
        steps[steps.count - 1].challenge = Challenge(
            starter: starter, checks: checks, solution: solution, wrongAnswers: challenge.wrongAnswers,
            hints: challenge.hints.map { $0.joined(separator: "\n\n") },
            solutionNotes: challenge.solutionNotes.joined(separator: "\n\n"), advice: advice.advice)
    }
}
