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
            say(
                "with filter = .done, visibleTasks lists \(Wording.literal(done)); expected [\"Grade the exercise\"]",
                fr:
                    "avec filter = .done, visibleTasks donne \(Wording.literal(done)) ; attendu : [\"Grade the exercise\"]",
                zh: "filter = .done 时，visibleTasks 列出 \(Wording.literal(done))；预期 [\"Grade the exercise\"]",
                ja: "filter = .done のとき、visibleTasks は \(Wording.literal(done)) でした。期待は [\"Grade the exercise\"] です"))
        store.filter = .open
        let open = store.visibleTasks.map(\.title)
        #expect(
            Compare.equal(open, ["Write the lesson", "Ship it"]),
            say(
                "with filter = .open, visibleTasks lists \(Wording.literal(open)); expected [\"Write the lesson\", \"Ship it\"]",
                fr:
                    "avec filter = .open, visibleTasks donne \(Wording.literal(open)) ; attendu : [\"Write the lesson\", \"Ship it\"]",
                zh: "filter = .open 时，visibleTasks 列出 \(Wording.literal(open))；预期 [\"Write the lesson\", \"Ship it\"]",
                ja:
                    "filter = .open のとき、visibleTasks は \(Wording.literal(open)) でした。期待は [\"Write the lesson\", \"Ship it\"] です"
            )
        )
    }

    @Test("a reader of visibleTasks is told when the filter changes")
    func filterChangeNotifies() {
        let told = notifications(makeStore()) { $0.filter = .done }
        #expect(
            Compare.equal(told, 1),
            say(
                "a view that read visibleTasks was told \(Wording.times(told)) after filter changed; expected once",
                fr:
                    "une vue qui lisait visibleTasks a été prévenue \(Wording.times(told)) après la modification de filter ; attendu : une fois",
                zh: "读取了 visibleTasks 的视图在 filter 变更后收到了 \(Wording.times(told))通知；预期 1 次",
                ja: "visibleTasks を読んだ view が、filter の変更後に \(Wording.times(told))通知されました。期待は 1 回です"))
    }

    @Test("a reader of visibleTasks is told when a task changes")
    func taskChangeNotifies() {
        let toggled = notifications(makeStore()) { $0.toggle(id: 1) }
        #expect(
            Compare.equal(toggled, 1),
            say(
                "a view that read visibleTasks was told \(Wording.times(toggled)) after toggle(id: 1); expected once",
                fr:
                    "une vue qui lisait visibleTasks a été prévenue \(Wording.times(toggled)) après toggle(id: 1) ; attendu : une fois",
                zh: "读取了 visibleTasks 的视图在 toggle(id: 1) 之后收到了 \(Wording.times(toggled))通知；预期 1 次",
                ja: "visibleTasks を読んだ view が、toggle(id: 1) の後に \(Wording.times(toggled))通知されました。期待は 1 回です"))
        let added = notifications(makeStore()) { $0.add("One more") }
        #expect(
            Compare.equal(added, 1),
            say(
                "a view that read visibleTasks was told \(Wording.times(added)) after add(\"One more\"); expected once",
                fr:
                    "une vue qui lisait visibleTasks a été prévenue \(Wording.times(added)) après add(\"One more\") ; attendu : une fois",
                zh: "读取了 visibleTasks 的视图在 add(\"One more\") 之后收到了 \(Wording.times(added))通知；预期 1 次",
                ja: "visibleTasks を読んだ view が、add(\"One more\") の後に \(Wording.times(added))通知されました。期待は 1 回です"))
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
            say(
                "reading visibleTasks 3 times raised visibleTaskComputations by \(added); expected 3",
                fr: "lire visibleTasks 3 fois a augmenté visibleTaskComputations de \(added) ; attendu : 3",
                zh: "读取 visibleTasks 3 次后，visibleTaskComputations 增加了 \(added)；预期 3",
                ja: "visibleTasks を 3 回読むと、visibleTaskComputations は \(added) 増えました。期待は 3 です"))
    }

    @Test("counting never invalidates a reader")
    func counterIsIgnored() {
        let told = notifications(makeStore()) { _ = $0.visibleTasks }
        #expect(
            Compare.equal(told, 0),
            say(
                "a view that read visibleTasks was told \(Wording.times(told)) when other code merely read visibleTasks; expected 0 — the counter bumped in the getter is being observed",
                fr:
                    "une vue qui lisait visibleTasks a été prévenue \(Wording.times(told)) alors qu'un autre code ne faisait que lire visibleTasks ; attendu : 0 fois — le compteur incrémenté dans le getter est observé",
                zh:
                    "其他代码只是读取了 visibleTasks，读取了 visibleTasks 的视图却收到了 \(Wording.times(told))通知；预期 0 次 —— getter 中递增的计数器正在被观察",
                ja:
                    "ほかのコードが visibleTasks を読んだだけなのに、visibleTasks を読んだ view が \(Wording.times(told))通知されました。期待は 0 回です — getter の中で増やしているカウンターが観察されています",
                at: .in("visibleTaskComputations")
            )
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
            say(
                "a tracking that read visibleTaskComputations was told \(Wording.times(countReader.count)) when it changed; expected 0 — it is a metrics counter, not observable state",
                fr:
                    "un suivi qui lisait visibleTaskComputations a été prévenu \(Wording.times(countReader.count)) quand il a changé ; attendu : 0 fois — c'est un compteur de mesure, pas un état observable",
                zh:
                    "读取了 visibleTaskComputations 的追踪在它变更时收到了 \(Wording.times(countReader.count))通知；预期 0 次 —— 它是统计用的计数器，不是可观察的状态",
                ja:
                    "visibleTaskComputations を読んだ追跡が、その変更時に \(Wording.times(countReader.count))通知されました。期待は 0 回です — これは計測用のカウンターで、観察すべき状態ではありません"
            )
        )
    }
}
