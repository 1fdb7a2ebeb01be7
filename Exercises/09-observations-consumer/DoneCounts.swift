// WORKBOOK: NOT DONE — delete this line when you want this exercise graded
import Observation

/// How many tasks are done, as an async sequence: the current count first, then, after a
/// change, the latest count when the consumer asks — for a consumer such as a badge or a sync
/// service (it is the latest state, not a log of every change):
///
///     for await count in doneCounts(in: store) { print("done: \(count)") }
func doneCounts(in store: TaskStore) -> Observations<Int, Never> {
    let done = store.tasks.filter(\.done).count
    return Observations { done }
}
