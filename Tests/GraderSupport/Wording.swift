/// Small helpers so expectation messages read like sentences about the learner's code.
public enum Wording {
    /// "once", "twice", "3 times" — in the grader's language ("une fois", "1 次", "1 回").
    public static func times(_ count: Int) -> String {
        switch GraderLanguage.current {
        case .english:
            switch count {
            case 0: "0 times"
            case 1: "once"
            case 2: "twice"
            default: "\(count) times"
            }
        case .french: count == 0 ? "0 fois" : count == 1 ? "une fois" : count == 2 ? "deux fois" : "\(count) fois"
        case .simplifiedChinese: "\(count) 次"
        case .japanese: "\(count) 回"
        }
    }

    /// A Swift-literal rendering of a value: strings quoted, arrays bracketed.
    public static func literal<T>(_ value: T) -> String {
        if let string = value as? String { return "\"\(string)\"" }
        if let strings = value as? [String] { return "[" + strings.map { "\"\($0)\"" }.joined(separator: ", ") + "]" }
        return String(describing: value)
    }
}
