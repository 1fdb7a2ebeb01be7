// WORKBOOK: NOT DONE — delete this line when you want this exercise graded
import Observation

/// How many tasks are done, as an async sequence: the current count first, then a new count
/// after each change — for a consumer such as a sync service or a log:
///
///     for await count in doneCounts(in: store) { print("done: \(count)") }
func doneCounts(in store: TaskStore) -> Observations<Int, Never> {
    let done = store.tasks.filter(\.done).count
    return Observations { done }
}
