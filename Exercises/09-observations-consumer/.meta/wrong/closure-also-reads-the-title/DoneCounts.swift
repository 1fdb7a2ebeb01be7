import Observation

/// How many tasks are done, as an async sequence: the current count first, then a new count
/// after each transaction of changes.
func doneCounts(in store: TaskStore) -> Observations<Int, Never> {
    // The closure runs again after every change, and what it reads is what it observes:
    // so it must read the store each time, and read only what the count depends on.
    // Known-wrong: also reads the title, so renaming the store yields a value too.
    Observations {
        _ = store.title
        return store.tasks.filter(\.done).count
    }
}
