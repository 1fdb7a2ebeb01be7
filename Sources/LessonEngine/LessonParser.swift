import Localization

/// Reads the lesson Markdown format (DESIGN.md "Lessons"):
///
///     # Title
///     prose…
///     ## Step 1 — A title
///     prose…
///     ```swift            runs, in order, in the lesson's one session
///     ```
///     ```output           (optional, right after a swift block) exactly what it prints
///     ```
///     ```repl             REPL commands (`:deps`, `:why`), one per line; an ```output may follow
///     ```
///
/// A challenge step (Challenge.swift) adds ```swift starter, ```swift check, ```swift wrong
/// and ```swift solution blocks, and `<details><summary>Hint N</summary>` … `</details>`
/// sections; the solution sits in `<details><summary>Solution</summary>`.
///
/// A translation (`Lessons/<code>/NN-slug.md`) has the same shape in its language's
/// structural words (`## Étape 3 — Titre`, `Indice 1`; `StructuralWords`), and a
/// `<!-- translation-of: … -->` stamp on line 1, which the parser skips.
///
/// Everything else is prose. Mistakes in the format are errors naming the line.
public enum LessonParser {
    public static func parse(
        _ text: String, path: String, name: String, language: Language = .english
    ) throws(LessonError) -> Lesson {
        var parser = Parser(path: path, lines: splitLines(text), words: language.structuralWords)
        var lesson = try parser.parse(name: name)
        lesson.language = language
        return lesson
    }

    static func splitLines(_ text: String) -> [String] {
        // "\r\n" is one Character in Swift, so it is a separator of its own.
        text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" }).map(String.init)
    }

    /// `## Step 3 — Title` (em dash, en dash or hyphen) → (3, "Title"); `stepWord` is the
    /// language's word for "Step".
    static func stepHeading(_ heading: String, stepWord: String = "Step") -> (number: Int, title: String)? {
        guard heading.hasPrefix(stepWord + " ") else { return nil }
        let rest = heading.dropFirst(stepWord.count + 1)
        let digits = rest.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, let number = Int(digits) else { return nil }
        var tail = rest.dropFirst(digits.count).drop { $0 == " " }
        guard let dash = tail.first, dash == "—" || dash == "–" || dash == "-" else { return nil }
        tail = tail.dropFirst().drop { $0 == " " }
        let title = tail.trimmingTrailingSpaces()
        return title.isEmpty ? nil : (number, title)
    }

    struct Fence {
        var marker: Character
        var length: Int
        var language: String
        /// The word after the language: ```swift check → "check".
        var role: String?
    }

    static func fence(_ line: String) -> Fence? {
        let indent = line.prefix { $0 == " " }
        guard indent.count <= 3 else { return nil }
        let rest = line.dropFirst(indent.count)
        guard let marker = rest.first, marker == "`" || marker == "~" else { return nil }
        let run = rest.prefix { $0 == marker }
        guard run.count >= 3 else { return nil }
        let info = rest.dropFirst(run.count).trimmingTrailingSpaces().drop { $0 == " " }
        let words = info.split(separator: " ")
        let language = words.first.map { $0.lowercased() } ?? ""
        return Fence(
            marker: marker, length: run.count, language: language, role: words.dropFirst().first.map(String.init))
    }

    static func closes(_ line: String, _ opening: Fence) -> Bool {
        let body = line.drop { $0 == " " }.trimmingTrailingSpaces()
        return body.count >= opening.length && body.allSatisfy { $0 == opening.marker }
    }

    struct Parser {
        let path: String
        let lines: [String]
        let words: StructuralWords
        var title: String?
        var introduction: [LessonItem] = []
        var steps: [Step] = []
        var paragraph: [String] = []
        /// The challenge pieces of the current step, and the `<details>` section being read.
        var challenge = ChallengeParts()
        var section: FoldedSection?

        init(path: String, lines: [String], words: StructuralWords) {
            self.path = path
            self.lines = lines
            self.words = words
        }

        func error(_ line: Int, _ message: String) -> LessonError {
            LessonError(path: path, line: line, message: message)
        }

        mutating func append(_ item: LessonItem) {
            if steps.isEmpty { introduction.append(item) } else { steps[steps.count - 1].items.append(item) }
        }

        var lastItem: LessonItem? {
            steps.isEmpty ? introduction.last : steps[steps.count - 1].items.last
        }

        mutating func flushParagraph() {
            guard !paragraph.isEmpty else { return }
            let text = paragraph.joined(separator: "\n")
            paragraph = []
            switch section {
            case .hint?: challenge.hints[challenge.hints.count - 1].append(text)
            case .solution?: challenge.solutionNotes.append(text)
            // Notes on the wrong answers are for readers of the Markdown; the REPL never shows them.
            case .wrong?: break
            case nil: append(.prose(text))
            }
        }

        mutating func parse(name: String) throws(LessonError) -> Lesson {
            var index = 0
            while index < lines.count {
                let line = lines[index]
                let lineNumber = index + 1
                let trimmed = line.drop { $0 == " " }.trimmingTrailingSpaces()

                if title == nil {
                    // A translation's stamp: for the translation check, not for readers.
                    if trimmed.isEmpty || (index == 0 && TranslationStamp.looksLikeStamp(trimmed)) {
                        index += 1
                        continue
                    }
                    guard trimmed.hasPrefix("# "), !trimmed.dropFirst(2).allSatisfy({ $0 == " " }) else {
                        throw error(lineNumber, "a lesson starts with its title, a line '# Title'")
                    }
                    title = String(trimmed.dropFirst(2)).trimmingTrailingSpaces()
                    index += 1
                    continue
                }

                if let opening = LessonParser.fence(line) {
                    flushParagraph()
                    guard let end = lines[(index + 1)...].firstIndex(where: { LessonParser.closes($0, opening) }) else {
                        throw error(lineNumber, "this ``` block is never closed; end it with a line ```")
                    }
                    let body = lines[(index + 1)..<end]
                    if section != nil && !(opening.language == "swift" && opening.role != nil) {
                        throw error(
                            lineNumber,
                            "a ```\(opening.language) block inside a hint or solution section; only ```swift solution / ```swift wrong blocks go there (use `code` in a hint)"
                        )
                    }
                    if opening.language == "swift", let role = opening.role {
                        try addChallengeBlock(role, body: Array(body), line: lineNumber)
                    } else {
                        try addBlock(opening.language, body: Array(body), line: lineNumber)
                    }
                    index = end + 1
                    continue
                }

                if trimmed.hasPrefix("# ") {
                    throw error(
                        lineNumber,
                        "a second '# ' title; a lesson has one title, its sections are '## \(words.step) N — \(words.titlePlaceholder)'"
                    )
                }
                if trimmed.hasPrefix("## ") {
                    let heading = String(trimmed.dropFirst(3)).trimmingTrailingSpaces()
                    if let step = LessonParser.stepHeading(heading, stepWord: words.step) {
                        flushParagraph()
                        try finishChallenge()
                        guard step.number == steps.count + 1 else {
                            throw error(
                                lineNumber,
                                "this is step \(step.number), but step \(steps.count + 1) was expected next; number steps 1, 2, 3 … in order"
                            )
                        }
                        steps.append(Step(number: step.number, title: step.title, line: lineNumber, items: []))
                        index += 1
                        continue
                    }
                    if heading.lowercased().hasPrefix(words.step.lowercased()) || heading.hasPrefix("Step ") {
                        throw error(
                            lineNumber, "malformed step heading; write '\(words.stepHeading(steps.count + 1))'")
                    }
                }
                if try foldedSectionBoundary(trimmed, line: lineNumber) {
                    index += 1
                    continue
                }
                if trimmed.isEmpty { flushParagraph() } else { paragraph.append(line) }
                index += 1
            }
            flushParagraph()
            if let section {
                throw error(section.line, "this <details> section is never closed; end it with a line </details>")
            }
            try finishChallenge()
            guard let title else {
                throw LessonError(
                    path: path, line: nil, message: "the file is empty; a lesson starts with a line '# Title'")
            }
            guard !steps.isEmpty else {
                throw error(lines.count, "the lesson has no steps; add a '\(words.stepHeading(1))' section")
            }
            return Lesson(path: path, name: name, title: title, introduction: introduction, steps: steps)
        }

        mutating func addBlock(_ language: String, body: [String], line: Int) throws(LessonError) {
            switch language {
            case "swift":
                guard !steps.isEmpty else {
                    throw error(
                        line,
                        "Swift code before the first step; move it under a '## Step 1 — Title' heading (or mark it ```text to show it without running)"
                    )
                }
                append(.code(CodeBlock(source: body.joined(separator: "\n"), firstLine: line + 1)))
            case "repl":
                guard !steps.isEmpty else {
                    throw error(
                        line, "REPL commands before the first step; move them under a '## Step 1 — Title' heading")
                }
                append(.code(CodeBlock(source: body.joined(separator: "\n"), firstLine: line + 1, isCommands: true)))
            case "output":
                guard case .code(var block)? = lastItem, block.expectedOutput == nil else {
                    throw error(
                        line,
                        "an ```output block must come right after a ```swift or ```repl block (only blank lines between)"
                    )
                }
                block.expectedOutput = ExpectedOutput(text: body.map { $0 + "\n" }.joined(), line: line)
                if steps.isEmpty {
                    introduction[introduction.count - 1] = .code(block)
                } else {
                    steps[steps.count - 1].items[steps[steps.count - 1].items.count - 1] = .code(block)
                }
            default:
                append(.otherBlock(language: language, text: body.joined(separator: "\n")))
            }
        }
    }
}

extension StringProtocol {
    func trimmingTrailingSpaces() -> String {
        var text = String(self)
        while let last = text.last, last == " " || last == "\t" { text.removeLast() }
        return text
    }
}
