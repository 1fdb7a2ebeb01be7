// Grades Exercises/03-computed-and-ignored: a computed property is tracked through what it
// reads; an @ObservationIgnored counter bumped in a getter makes nobody depend on it.
import GraderSupport
import Observation
import Testing

@testable import Exercise03ComputedAndIgnored

@Suite("03 computed and ignored", .graded(exercise: "03"), .reported(exercise: "03"))
struct ComputedAndIgnoredGrader {
    private func makeStore() -> TaskStore {
        let store = TaskStore()
        store.add("Write the lesson")
        store.add("Grade the exercise")
        store.add("Ship it")
        store.toggle(id: 2)
        return store
    }

    /// How many times a tracking that read `visibleTasks` was told, after `change`.
    private func notifications(_ store: TaskStore, after change: (TaskStore) -> Void) -> Int {
        let told = Recorder<Void>()
        withObservationTracking {
            _ = store.visibleTasks
        } onChange: {
            told.tick()
        }
        change(store)
        return told.count
    }

    @Test("visibleTasks follows the filter")
    func followsFilter() {
        let store = makeStore()
        store.filter = .done
        let done = store.visibleTasks.map(\.title)
        #expect(
            Compare.equal(done, ["Grade the exercise"]),
            "with filter = .done, visibleTasks lists \(Wording.literal(done)); expected [\"Grade the exercise\"]")
        store.filter = .open
        let open = store.visibleTasks.map(\.title)
        #expect(
            Compare.equal(open, ["Write the lesson", "Ship it"]),
            "with filter = .open, visibleTasks lists \(Wording.literal(open)); expected [\"Write the lesson\", \"Ship it\"]"
        )
    }

    @Test("a reader of visibleTasks is told when the filter changes")
    func filterChangeNotifies() {
        let told = notifications(makeStore()) { $0.filter = .done }
        #expect(
            Compare.equal(told, 1),
            "a view that read visibleTasks was told \(Wording.times(told)) after filter changed; expected once")
    }

    @Test("a reader of visibleTasks is told when a task changes")
    func taskChangeNotifies() {
        let toggled = notifications(makeStore()) { $0.toggle(id: 1) }
        #expect(
            Compare.equal(toggled, 1),
            "a view that read visibleTasks was told \(Wording.times(toggled)) after toggle(id: 1); expected once")
        let added = notifications(makeStore()) { $0.add("One more") }
        #expect(
            Compare.equal(added, 1),
            "a view that read visibleTasks was told \(Wording.times(added)) after add(\"One more\"); expected once")
    }

    @Test("visibleTaskComputations counts every computation")
    func counterCounts() {
        let store = makeStore()
        let before = store.visibleTaskComputations
        _ = store.visibleTasks
        _ = store.visibleTasks
        _ = store.visibleTasks
        let added = store.visibleTaskComputations - before
        #expect(
            Compare.equal(added, 3),
            "reading visibleTasks 3 times raised visibleTaskComputations by \(added); expected 3")
    }

    @Test("counting never invalidates a reader")
    func counterIsIgnored() {
        let told = notifications(makeStore()) { _ = $0.visibleTasks }
        #expect(
            Compare.equal(told, 0),
            "a view that read visibleTasks was told \(Wording.times(told)) when other code merely read visibleTasks; expected 0 — the counter bumped in the getter is being observed"
        )
        let countReader = Recorder<Void>()
        let store = makeStore()
        withObservationTracking {
            _ = store.visibleTaskComputations
        } onChange: {
            countReader.tick()
        }
        _ = store.visibleTasks
        #expect(
            Compare.equal(countReader.count, 0),
            "a tracking that read visibleTaskComputations was told \(Wording.times(countReader.count)) when it changed; expected 0 — it is a metrics counter, not observable state"
        )
    }
}
