import Observation

/// How many tasks are done, as an async sequence: the current count first, then, after a
/// change, the latest count when the consumer asks (changes made meanwhile coalesce).
func doneCounts(in store: TaskStore) -> Observations<Int, Never> {
    // The closure runs again after every change, and what it reads is what it observes:
    // so it must read the store each time, and read only what the count depends on.
    Observations { store.tasks.filter(\.done).count }
}
