import Localization

/// What a translation must keep from its English file, read from the Markdown: the stamp on
/// line 1, and the sections (a lesson's steps, an exercise README's `## Task` / `## Hints` /
/// `### Hint N`) with their fenced blocks and folded hint/solution/wrong-answer sections, in
/// order. Prose is not part of it.
struct TranslationOutline {
    enum Kind {
        case lesson
        case exerciseReadme
    }

    struct Section {
        /// Language-neutral: `step 3`, `task`, `hint 2`; "" for what precedes the first.
        var key: String
        /// The heading as written (`## Étape 3 — Titre`), for messages.
        var heading: String
        var line: Int
        var items: [Item] = []
    }

    enum Item {
        /// A fenced block: its info string (```swift check) and its lines, as compared.
        case block(info: String, line: Int, lines: [(line: Int, text: String)])
        /// `<details><summary>Hint 2</summary>` and the like, by language-neutral name.
        case fold(name: String, line: Int)

        var line: Int {
            switch self {
            case .block(_, let line, _), .fold(_, let line): line
            }
        }

        /// How a message names it: "the ```swift check block", "the Hint 2 section".
        var description: String {
            switch self {
            case .block(let info, _, _): "the ```\(info) block"
            case .fold(let name, _): "the folded \(name) section"
            }
        }
    }

    var stampLine: String?
    var sections: [Section]

    init(_ text: String, kind: Kind, language: Language) {
        let words = language.structuralWords
        let lines = LessonParser.splitLines(text)
        stampLine = lines.first.flatMap { TranslationStamp.looksLikeStamp($0) ? $0 : nil }
        sections = [Section(key: "", heading: "the text before the first section", line: 1)]
        var index = stampLine == nil ? 0 : 1
        while index < lines.count {
            let line = lines[index]
            let number = index + 1
            let trimmed = line.drop { $0 == " " }.trimmingTrailingSpaces()
            if let fence = LessonParser.fence(line) {
                let end =
                    lines[(index + 1)...].firstIndex { LessonParser.closes($0, fence) } ?? lines.count
                let body = lines[min(index + 1, end)..<end].joined(separator: "\n")
                let info = ([fence.language] + (fence.role.map { [$0] } ?? [])).joined(separator: " ")
                let compared: [(line: Int, text: String)] =
                    fence.language == "swift" || fence.language == "swift6"
                    ? SwiftProseMask.comparableLines(body)
                    : LessonParser.splitLines(body).enumerated().map { ($0.offset + 1, $0.element) }
                let shifted = compared.map { (line: $0.line + number, text: $0.text) }
                sections[sections.count - 1].items.append(.block(info: info, line: number, lines: shifted))
                index = end + 1
                continue
            }
            if let key = Self.sectionKey(trimmed, kind: kind, words: words) {
                sections.append(Section(key: key, heading: trimmed, line: number))
            } else if let name = Self.foldName(trimmed, words: words) {
                sections[sections.count - 1].items.append(.fold(name: name, line: number))
            }
            index += 1
        }
    }

    /// `step 3` for a step heading; `task`, `hints`, `hint 2` for an exercise README's.
    static func sectionKey(_ trimmed: String, kind: Kind, words: StructuralWords) -> String? {
        switch kind {
        case .lesson:
            guard trimmed.hasPrefix("## "),
                let step = LessonParser.stepHeading(String(trimmed.dropFirst(3)), stepWord: words.step)
            else { return nil }
            return "step \(step.number)"
        case .exerciseReadme:
            if trimmed.hasPrefix("### ") {
                let title = trimmed.dropFirst(4)
                guard title.hasPrefix(words.exerciseHint + " ") else { return "### \(title)" }
                return "hint " + title.dropFirst(words.exerciseHint.count + 1)
            }
            guard trimmed.hasPrefix("## ") else { return nil }
            let title = String(trimmed.dropFirst(3))
            if title == words.task { return "task" }
            if title == words.hints { return "hints" }
            return "## \(title)"
        }
    }

    /// `Hint 2`, `Solution`, `Wrong answers` for a folded challenge section's opening line.
    static func foldName(_ trimmed: String, words: StructuralWords) -> String? {
        let prefix = "<details><summary>"
        guard trimmed.hasPrefix(prefix), trimmed.hasSuffix("</summary>") else { return nil }
        let summary = String(trimmed.dropFirst(prefix.count).dropLast("</summary>".count))
        if summary == words.wrongAnswers { return "Wrong answers" }
        if summary == words.solution { return "Solution" }
        if summary.hasPrefix(words.hint + " ") { return "Hint " + summary.dropFirst(words.hint.count + 1) }
        return nil
    }
}
