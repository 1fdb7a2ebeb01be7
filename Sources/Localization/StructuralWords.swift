// The words a translated lesson or exercise README uses for its structure, which the lesson
// parser, the exercise README reader and the translation check read (Lessons/README.md,
// "Translations"; agreed with the translators in issue 15). Everything else in a file is prose.

/// One language's structural words.
public struct StructuralWords: Sendable, Equatable {
    /// `Step` in `## Step 3 — Title`.
    public var step: String
    /// `Hint` in `<details><summary>Hint 1</summary>`.
    public var hint: String
    /// The summary of a challenge's folded solution.
    public var solution: String
    /// The summary of a challenge's folded wrong answers.
    public var wrongAnswers: String
    /// `## Task` in an exercise README.
    public var task: String
    /// `## Hints` in an exercise README.
    public var hints: String
    /// `Hint` in an exercise README's `### Hint 1`.
    public var exerciseHint: String
    /// `Title`, in the examples of headings that messages show (`## Step 2 — Title`).
    public var titlePlaceholder: String

    /// `## Step 3 — Title` in this language (the title defaults to the placeholder).
    public func stepHeading(_ number: Int, _ title: String? = nil) -> String {
        "## \(step) \(number) — \(title ?? titlePlaceholder)"
    }

    /// `<details><summary>Hint 2</summary>` in this language.
    public func hintSummary(_ number: Int) -> String {
        "<details><summary>\(hint) \(number)</summary>"
    }

    public var solutionSummary: String { "<details><summary>\(solution)</summary>" }
    public var wrongAnswersSummary: String { "<details><summary>\(wrongAnswers)</summary>" }
}

extension Language {
    /// The structural words of lessons and exercise READMEs written in this language.
    public var structuralWords: StructuralWords {
        switch self {
        case .english:
            StructuralWords(
                step: "Step", hint: "Hint", solution: "Solution", wrongAnswers: "Wrong answers the checks catch",
                task: "Task", hints: "Hints", exerciseHint: "Hint", titlePlaceholder: "Title")
        case .french:
            StructuralWords(
                step: "Étape", hint: "Indice", solution: "Solution",
                wrongAnswers: "Réponses fausses que les vérifications détectent",
                task: "Tâche", hints: "Indices", exerciseHint: "Indice", titlePlaceholder: "Titre")
        case .simplifiedChinese:
            StructuralWords(
                step: "步骤", hint: "提示", solution: "参考答案", wrongAnswers: "检查能识别的错误答案",
                task: "任务", hints: "提示", exerciseHint: "提示", titlePlaceholder: "标题")
        case .japanese:
            StructuralWords(
                step: "ステップ", hint: "ヒント", solution: "解答例", wrongAnswers: "チェックが見抜く誤答",
                task: "課題", hints: "ヒント", exerciseHint: "ヒント", titlePlaceholder: "タイトル")
        }
    }
}
