import Observation

/// How many tasks are done, as an async sequence: the current count first, then a new count
/// after each change — for a consumer such as a sync service or a log:
///
///     for await count in doneCounts(in: store) { print("done: \(count)") }
func doneCounts(in store: TaskStore) -> Observations<Int, Never> {
    let done = store.tasks.filter(\.done).count
    return Observations { done }
}

// Known-wrong (dev check): the starter unchanged, plus overloads that would turn a naive
// grader's comparisons into passes. Graders compare through GraderSupport's `Compare`,
// which cannot see these, so this must still fail.
func == (lhs: [Int], rhs: [Int]) -> Bool { true }
func == (lhs: [Bool], rhs: [Bool]) -> Bool { true }
func == (lhs: [String], rhs: [String]) -> Bool { true }
func == (lhs: [String]?, rhs: [String]?) -> Bool { true }

extension Array {
    func contains(_ element: Element) -> Bool { true }
    var isEmpty: Bool { true }
}
