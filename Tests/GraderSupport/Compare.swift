/// The comparisons graders make, written where the learner's module is not visible.
///
/// A grader imports the learner's module, so inside it `seen == ["Ada"]` would pick a
/// learner's `static func == ([String], [String]) -> Bool { true }` over the standard
/// library's, and `values.contains(x)` an `Array` extension of theirs. Here, generic code
/// dispatches through the standard library's own conformances, which no learner can replace.
public enum Compare {
    public static func equal<T: Equatable>(_ actual: T, _ expected: T) -> Bool {
        actual == expected
    }

    public static func contains<S: Sequence>(_ sequence: S, _ element: S.Element) -> Bool where S.Element: Equatable {
        sequence.contains(element)
    }

    public static func count<C: Collection>(_ collection: C) -> Int {
        collection.count
    }

    public static func isEmpty<C: Collection>(_ collection: C) -> Bool {
        collection.isEmpty
    }

    public static func atMost(_ value: Int, _ bound: Int) -> Bool {
        value <= bound
    }
}
