/// What Tab does: text to insert at the cursor and, when the choice is ambiguous, the
/// candidates to list under the line.
public struct Completion: Equatable, Sendable {
    public var insertion: String
    public var candidates: [String]

    public init(insertion: String = "", candidates: [String] = []) {
        self.insertion = insertion
        self.candidates = candidates
    }

    public static let none = Completion()

    /// Completes `word` against `candidates`: inserts the longest common continuation;
    /// lists the candidates when more than one remains and nothing more can be inserted.
    public static func completing(_ word: String, from candidates: [String]) -> Completion {
        let matches = Array(Set(candidates.filter { $0.hasPrefix(word) })).sorted()
        guard let first = matches.first else { return .none }
        var common = first[...]
        for match in matches.dropFirst() {
            common = common.prefix(zip(common, match).prefix { $0 == $1 }.count)
        }
        let continuation = String(common.dropFirst(word.count))
        if matches.count == 1 { return Completion(insertion: continuation) }
        return Completion(insertion: continuation, candidates: continuation.isEmpty ? matches : [])
    }
}
