// Grades Exercises/11-build-your-own-registrar: the learner's registrar and miniTracking
// must keep withObservationTracking's contract, checked through the Account model.
import Foundation
import GraderSupport
import Testing

@testable import Exercise11BuildYourOwnRegistrar

@Suite("11 build your own registrar", .graded(exercise: "11"), .reported(exercise: "11"))
struct BuildYourOwnRegistrarGrader {
    @Test("a change to what was read notifies; a change to anything else does not")
    func notifiesWhatWasRead() {
        let account = Account(owner: "Ada", balance: 10)
        let told = Recorder<Void>()
        miniTracking {
            _ = account.balance
        } onChange: {
            told.tick()
        }
        account.owner = "Grace"
        #expect(
            Compare.equal(told.count, 0),
            say(
                "a tracking that read only balance was told \(Wording.times(told.count)) after owner changed; expected 0",
                fr:
                    "un suivi qui ne lisait que balance a été prévenu \(Wording.times(told.count)) après la modification de owner ; attendu : 0 fois",
                zh: "只读取了 balance 的追踪在 owner 变更后收到了 \(Wording.times(told.count))通知；预期 0 次",
                ja: "balance だけを読んだ追跡が、owner の変更後に \(Wording.times(told.count))通知されました。期待は 0 回です"))
        account.balance = 20
        #expect(
            Compare.equal(told.count, 1),
            say(
                "a tracking that read balance was told \(Wording.times(told.count)) after balance changed; expected once",
                fr:
                    "un suivi qui lisait balance a été prévenu \(Wording.times(told.count)) après la modification de balance ; attendu : une fois",
                zh: "读取了 balance 的追踪在 balance 变更后收到了 \(Wording.times(told.count))通知；预期 1 次",
                ja: "balance を読んだ追跡が、balance の変更後に \(Wording.times(told.count))通知されました。期待は 1 回です"))
    }

    @Test("onChange runs before the new value is stored")
    func firesBeforeStore() {
        let account = Account(owner: "Ada", balance: 10)
        let seen = Recorder<Int>()
        miniTracking {
            _ = account.balance
        } onChange: {
            seen.record(account.balance)
        }
        account.balance = 20
        #expect(
            Compare.equal(seen.values, [10]),
            say(
                "reading balance inside onChange while balance went from 10 to 20 gave \(seen.values); expected [10] — notify in willSet, before the store",
                fr:
                    "lire balance dans onChange pendant que balance passait de 10 à 20 a donné \(seen.values) ; attendu : [10] — prévenez dans willSet, avant l'écriture",
                zh: "balance 从 10 变为 20 时，在 onChange 中读取 balance 得到 \(seen.values)；预期 [10] —— 要在 willSet 中、写入之前发出通知",
                ja:
                    "balance が 10 から 20 に変わる間に onChange の中で balance を読むと \(seen.values) でした。期待は [10] です — 保存の前、willSet で通知しましょう"
            )
        )
    }

    @Test("onChange runs at most once per tracking")
    func oneShot() {
        let account = Account(owner: "Ada", balance: 10)
        let told = Recorder<Void>()
        miniTracking {
            _ = account.owner
            _ = account.balance
            _ = account.balance
        } onChange: {
            told.tick()
        }
        account.balance = 20
        account.owner = "Grace"
        account.balance = 30
        #expect(
            Compare.equal(told.count, 1),
            say(
                "a tracking that read owner and balance (twice) was told \(Wording.times(told.count)) across three changes; expected once — after firing, every registration of the tracking must be removed",
                fr:
                    "un suivi qui lisait owner et balance (deux fois) a été prévenu \(Wording.times(told.count)) pour trois modifications ; attendu : une fois — après le déclenchement, chaque enregistrement du suivi doit être retiré",
                zh: "读取了 owner 和 balance（两次）的追踪在三次变更中收到了 \(Wording.times(told.count))通知；预期 1 次 —— 触发之后，必须移除该追踪的每一条注册",
                ja:
                    "owner と balance（2 回）を読んだ追跡が、3 回の変更で \(Wording.times(told.count))通知されました。期待は 1 回です — 発火した後は、その追跡の登録をすべて取り除く必要があります"
            )
        )
    }

    @Test("reads in a nested tracking count for the enclosing one")
    func nestedReadsCount() {
        let account = Account(owner: "Ada", balance: 10)
        let outer = Recorder<Void>()
        let inner = Recorder<Void>()
        miniTracking {
            miniTracking {
                _ = account.owner
            } onChange: {
                inner.tick()
            }
        } onChange: {
            outer.tick()
        }
        account.owner = "Grace"
        #expect(
            Compare.equal(inner.count, 1),
            say(
                "the inner tracking (which read owner) was told \(Wording.times(inner.count)) after owner changed; expected once",
                fr:
                    "le suivi interne (qui lisait owner) a été prévenu \(Wording.times(inner.count)) après la modification de owner ; attendu : une fois",
                zh: "内层追踪（读取了 owner）在 owner 变更后收到了 \(Wording.times(inner.count))通知；预期 1 次",
                ja: "内側の追跡（owner を読んだもの）が、owner の変更後に \(Wording.times(inner.count))通知されました。期待は 1 回です")
        )
        #expect(
            Compare.equal(outer.count, 1),
            say(
                "the outer tracking, whose nested tracking read owner, was told \(Wording.times(outer.count)) after owner changed; expected once",
                fr:
                    "le suivi externe, dont le suivi imbriqué lisait owner, a été prévenu \(Wording.times(outer.count)) après la modification de owner ; attendu : une fois",
                zh: "外层追踪（其嵌套追踪读取了 owner）在 owner 变更后收到了 \(Wording.times(outer.count))通知；预期 1 次",
                ja: "入れ子の追跡が owner を読んだ外側の追跡が、owner の変更後に \(Wording.times(outer.count))通知されました。期待は 1 回です",
                at: .in("miniTracking", at: "absorb", "removeLast"))
        )
    }

    @Test("reads after a nested tracking still count for the enclosing one")
    func readsAfterNested() {
        let account = Account(owner: "Ada", balance: 10)
        let outer = Recorder<Void>()
        miniTracking {
            miniTracking {
                _ = account.owner
            } onChange: {
            }
            _ = account.balance
        } onChange: {
            outer.tick()
        }
        account.balance = 20
        #expect(
            Compare.equal(outer.count, 1),
            say(
                "the outer tracking read balance after a nested tracking returned, and was told \(Wording.times(outer.count)) after balance changed; expected once — the nested call must restore the outer scope",
                fr:
                    "le suivi externe a lu balance après le retour d'un suivi imbriqué, et a été prévenu \(Wording.times(outer.count)) après la modification de balance ; attendu : une fois — l'appel imbriqué doit restaurer la portée externe",
                zh: "外层追踪在嵌套追踪返回后读取了 balance，在 balance 变更后收到了 \(Wording.times(outer.count))通知；预期 1 次 —— 嵌套调用必须恢复外层作用域",
                ja:
                    "外側の追跡は入れ子の追跡が戻った後に balance を読み、balance の変更後に \(Wording.times(outer.count))通知されました。期待は 1 回です — 入れ子の呼び出しは外側のスコープを元に戻す必要があります"
            )
        )
    }

    @Test("objects are observed separately")
    func objectsAreSeparate() {
        let first = Account(owner: "Ada", balance: 10)
        let second = Account(owner: "Grace", balance: 10)
        let told = Recorder<Void>()
        miniTracking {
            _ = first.balance
        } onChange: {
            told.tick()
        }
        second.balance = 20
        #expect(
            Compare.equal(told.count, 0),
            say(
                "a tracking that read the first account's balance was told \(Wording.times(told.count)) after the second account's balance changed; expected 0",
                fr:
                    "un suivi qui lisait balance du premier compte a été prévenu \(Wording.times(told.count)) après la modification de balance du second compte ; attendu : 0 fois",
                zh: "读取了第一个账户 balance 的追踪在第二个账户的 balance 变更后收到了 \(Wording.times(told.count))通知；预期 0 次",
                ja: "1 つ目の口座の balance を読んだ追跡が、2 つ目の口座の balance の変更後に \(Wording.times(told.count))通知されました。期待は 0 回です")
        )
    }
}
