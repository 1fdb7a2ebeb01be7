// Grades Exercises/01-registrar-by-hand: a UserProfile expanded by hand against the
// built-in runtime must behave like the @Observable macro's expansion.
import GraderSupport
import ObservationRuntime
import Testing

@testable import Exercise01RegistrarByHand

@Suite("01 registrar by hand", .graded(exercise: "01"), .reported(exercise: "01"))
struct RegistrarByHandGrader {
    /// Tracks `read`, then runs `change`; returns what onChange saw, in order.
    private func changes<T>(
        of profile: UserProfile, reading read: @escaping (UserProfile) -> T, after change: (UserProfile) -> Void
    ) -> [T] {
        let seen = Recorder<T>()
        withObservationTracking {
            _ = read(profile)
        } onChange: { [profile] in
            seen.record(read(profile))
        }
        change(profile)
        return seen.values
    }

    /// For a check that needs onChange to have run at all: when it never ran, the cause is
    /// the earlier failure about reading `property` (its getter), not this check's advice.
    private func followsFromReading(_ property: String) -> Comment {
        say(
            "onChange never ran after \(property) changed, so what it sees could not be checked — this follows from the failure above about reading \(property): fix that first",
            fr:
                "onChange ne s'est jamais exécuté après la modification de \(property), donc ce qu'il voit n'a pas pu être vérifié — c'est la conséquence de l'échec ci-dessus sur la lecture de \(property) : corrigez-le d'abord",
            zh: "\(property) 变更后 onChange 从未运行，因此无法检查它看到的值 —— 这是上面关于读取 \(property) 的失败导致的：请先修复它",
            ja:
                "\(property) の変更後に onChange が一度も実行されなかったため、onChange が見る値を確認できませんでした — これは上の \(property) の読み取りに関する失敗の結果です。先にそちらを直しましょう",
            at: .in(property, at: "get"))
    }

    @Test("a tracked read of each property is told about a change to it")
    func readsAreRecorded() {
        let nameCalls = changes(of: UserProfile(name: "Ada", email: "ada@example.com"), reading: \.name) {
            $0.name = "Grace"
        }
        #expect(
            Compare.equal(Compare.count(nameCalls), 1),
            say(
                "after reading name inside withObservationTracking and then setting name, onChange ran \(Wording.times(nameCalls.count)); expected once — does the getter of name call access(keyPath:)?",
                fr:
                    "après avoir lu name dans withObservationTracking puis modifié name, onChange a été appelé \(Wording.times(nameCalls.count)) ; attendu : une fois — le getter de name appelle-t-il access(keyPath:) ?",
                zh:
                    "在 withObservationTracking 中读取 name 后再设置 name，onChange 运行了 \(Wording.times(nameCalls.count))；预期 1 次 —— name 的 getter 调用了 access(keyPath:) 吗？",
                ja:
                    "withObservationTracking の中で name を読んでから name を設定すると、onChange は \(Wording.times(nameCalls.count))実行されました。期待は 1 回です — name の getter は access(keyPath:) を呼んでいますか？",
                at: .in("name", at: "get")
            )
        )
        let emailCalls = changes(of: UserProfile(name: "Ada", email: "ada@example.com"), reading: \.email) {
            $0.email = "grace@example.com"
        }
        #expect(
            Compare.equal(Compare.count(emailCalls), 1),
            say(
                "after reading email inside withObservationTracking and then setting email, onChange ran \(Wording.times(emailCalls.count)); expected once — does the getter of email call access(keyPath:)?",
                fr:
                    "après avoir lu email dans withObservationTracking puis modifié email, onChange a été appelé \(Wording.times(emailCalls.count)) ; attendu : une fois — le getter de email appelle-t-il access(keyPath:) ?",
                zh:
                    "在 withObservationTracking 中读取 email 后再设置 email，onChange 运行了 \(Wording.times(emailCalls.count))；预期 1 次 —— email 的 getter 调用了 access(keyPath:) 吗？",
                ja:
                    "withObservationTracking の中で email を読んでから email を設定すると、onChange は \(Wording.times(emailCalls.count))実行されました。期待は 1 回です — email の getter は access(keyPath:) を呼んでいますか？",
                at: .in("email", at: "get")
            )
        )
        let tagCalls = changes(of: UserProfile(name: "Ada", email: "ada@example.com"), reading: \.tags) {
            $0.tags = ["swift"]
        }
        #expect(
            Compare.equal(Compare.count(tagCalls), 1),
            say(
                "after reading tags inside withObservationTracking and then assigning tags, onChange ran \(Wording.times(tagCalls.count)); expected once — does the getter of tags call access(keyPath:)?",
                fr:
                    "après avoir lu tags dans withObservationTracking puis affecté tags, onChange a été appelé \(Wording.times(tagCalls.count)) ; attendu : une fois — le getter de tags appelle-t-il access(keyPath:) ?",
                zh:
                    "在 withObservationTracking 中读取 tags 后再给 tags 赋值，onChange 运行了 \(Wording.times(tagCalls.count))；预期 1 次 —— tags 的 getter 调用了 access(keyPath:) 吗？",
                ja:
                    "withObservationTracking の中で tags を読んでから tags に代入すると、onChange は \(Wording.times(tagCalls.count))実行されました。期待は 1 回です — tags の getter は access(keyPath:) を呼んでいますか？",
                at: .in("tags", at: "get")
            )
        )
    }

    @Test("onChange runs before the new value is stored")
    func firesInWillSet() {
        let seen = changes(of: UserProfile(name: "Ada", email: "ada@example.com"), reading: \.name) {
            $0.name = "Grace"
        }
        #expect(!Compare.isEmpty(seen), followsFromReading("name"))
        if !Compare.isEmpty(seen) {
            #expect(
                Compare.equal(seen, ["Ada"]),
                say(
                    "reading name inside onChange gave \(Wording.literal(seen)); expected [\"Ada\"] — the registrar's willSet (through withMutation) must run before _name is assigned",
                    fr:
                        "lire name dans onChange a donné \(Wording.literal(seen)) ; attendu : [\"Ada\"] — le willSet du registrar (via withMutation) doit s'exécuter avant l'affectation de _name",
                    zh:
                        "在 onChange 中读取 name 得到 \(Wording.literal(seen))；预期 [\"Ada\"] —— 注册器的 willSet（通过 withMutation）必须在给 _name 赋值之前运行",
                    ja:
                        "onChange の中で name を読むと \(Wording.literal(seen)) でした。期待は [\"Ada\"] です — レジストラの willSet（withMutation 経由）は _name への代入より前に実行される必要があります",
                    at: .in("name", at: "set")
                )
            )
        }
        let email = changes(of: UserProfile(name: "Ada", email: "ada@example.com"), reading: \.email) {
            $0.email = "grace@example.com"
        }
        #expect(!Compare.isEmpty(email), followsFromReading("email"))
        if !Compare.isEmpty(email) {
            #expect(
                Compare.equal(email, ["ada@example.com"]),
                say(
                    "reading email inside onChange gave \(Wording.literal(email)); expected [\"ada@example.com\"] — email's setter must announce (withMutation) before _email is assigned",
                    fr:
                        "lire email dans onChange a donné \(Wording.literal(email)) ; attendu : [\"ada@example.com\"] — le setter de email doit s'annoncer (withMutation) avant l'affectation de _email",
                    zh:
                        "在 onChange 中读取 email 得到 \(Wording.literal(email))；预期 [\"ada@example.com\"] —— email 的 setter 必须在给 _email 赋值之前发出通知（withMutation）",
                    ja:
                        "onChange の中で email を読むと \(Wording.literal(email)) でした。期待は [\"ada@example.com\"] です — email の setter は _email への代入より前に通知（withMutation）する必要があります",
                    at: .in("email", at: "set")
                )
            )
        }
        let tags = changes(of: UserProfile(name: "Ada", email: "ada@example.com"), reading: \.tags) {
            $0.tags = ["swift"]
        }
        #expect(!Compare.isEmpty(tags), followsFromReading("tags"))
        if !Compare.isEmpty(tags) {
            #expect(
                Compare.equal(tags, [[]]),
                say(
                    "reading tags inside onChange gave \("[" + tags.map(Wording.literal).joined(separator: ", ") + "]"); expected [[]] — tags' setter must announce before _tags is assigned",
                    fr:
                        "lire tags dans onChange a donné \("[" + tags.map(Wording.literal).joined(separator: ", ") + "]") ; attendu : [[]] — le setter de tags doit s'annoncer avant l'affectation de _tags",
                    zh:
                        "在 onChange 中读取 tags 得到 \("[" + tags.map(Wording.literal).joined(separator: ", ") + "]")；预期 [[]] —— tags 的 setter 必须在给 _tags 赋值之前发出通知",
                    ja:
                        "onChange の中で tags を読むと \("[" + tags.map(Wording.literal).joined(separator: ", ") + "]") でした。期待は [[]] です — tags の setter は _tags への代入より前に通知する必要があります",
                    at: .in("tags", at: "set")
                )
            )
        }
    }

    @Test("a change to a property nobody read notifies nobody")
    func propertyGranularity() {
        let seen = changes(of: UserProfile(name: "Ada", email: "ada@example.com"), reading: \.name) {
            $0.email = "grace@example.com"
        }
        #expect(
            Compare.isEmpty(seen),
            say(
                "a tracking that read only name was told \(Wording.times(seen.count)) after email changed; expected 0 — does email's setter announce itself under \\.email?",
                fr:
                    "un suivi qui ne lisait que name a été prévenu \(Wording.times(seen.count)) après la modification de email ; attendu : 0 fois — le setter de email s'annonce-t-il sous \\.email ?",
                zh:
                    "只读取了 name 的追踪在 email 变更后收到了 \(Wording.times(seen.count))通知；预期 0 次 —— email 的 setter 是以 \\.email 发出通知的吗？",
                ja:
                    "name だけを読んだ追跡が、email の変更後に \(Wording.times(seen.count))通知されました。期待は 0 回です — email の setter は \\.email で通知していますか？",
                at: .in("email", at: "set")
            )
        )
    }

    @Test("assigning an equal value notifies nobody")
    func equalValueIsSilent() {
        let seen = changes(of: UserProfile(name: "Ada", email: "ada@example.com"), reading: \.name) { $0.name = "Ada" }
        #expect(
            Compare.isEmpty(seen),
            say(
                "setting name to \"Ada\" when it already was \"Ada\" called onChange \(Wording.times(seen.count)); expected 0 — compare the old and new value before calling withMutation",
                fr:
                    "affecter \"Ada\" à name qui valait déjà \"Ada\" a appelé onChange \(Wording.times(seen.count)) ; attendu : 0 fois — comparez l'ancienne et la nouvelle valeur avant d'appeler withMutation",
                zh:
                    "name 已经是 \"Ada\" 时再把它设为 \"Ada\"，调用了 onChange \(Wording.times(seen.count))；预期 0 次 —— 在调用 withMutation 之前先比较新旧值",
                ja:
                    "すでに \"Ada\" の name に \"Ada\" を設定すると、onChange が \(Wording.times(seen.count))呼ばれました。期待は 0 回です — withMutation を呼ぶ前に新旧の値を比較しましょう",
                at: .in("name", at: "set")
            )
        )
        let tags = changes(of: UserProfile(name: "Ada", email: "ada@example.com"), reading: \.tags) { $0.tags = [] }
        #expect(
            Compare.isEmpty(tags),
            say(
                "setting tags to [] when it already was [] called onChange \(Wording.times(tags.count)); expected 0",
                fr:
                    "affecter [] à tags qui valait déjà [] a appelé onChange \(Wording.times(tags.count)) ; attendu : 0 fois",
                zh: "tags 已经是 [] 时再把它设为 []，调用了 onChange \(Wording.times(tags.count))；预期 0 次",
                ja: "すでに [] の tags に [] を設定すると、onChange が \(Wording.times(tags.count))呼ばれました。期待は 0 回です",
                at: .in("tags", at: "set")))
        let email = changes(of: UserProfile(name: "Ada", email: "ada@example.com"), reading: \.email) {
            $0.email = "ada@example.com"
        }
        #expect(
            Compare.isEmpty(email),
            say(
                "setting email to \"ada@example.com\" when it already was called onChange \(Wording.times(email.count)); expected 0 — compare before calling withMutation in email's setter too",
                fr:
                    "affecter \"ada@example.com\" à email qui valait déjà cela a appelé onChange \(Wording.times(email.count)) ; attendu : 0 fois — comparez aussi avant d'appeler withMutation dans le setter de email",
                zh:
                    "email 已经是 \"ada@example.com\" 时再把它设为该值，调用了 onChange \(Wording.times(email.count))；预期 0 次 —— email 的 setter 中也要在调用 withMutation 之前比较",
                ja:
                    "すでに同じ値の email に \"ada@example.com\" を設定すると、onChange が \(Wording.times(email.count))呼ばれました。期待は 0 回です — email の setter でも withMutation を呼ぶ前に比較しましょう",
                at: .in("email", at: "set")
            )
        )
    }

    @Test("in-place mutation notifies once, before the change")
    func inPlaceMutation() {
        let seen = changes(of: UserProfile(name: "Ada", email: "ada@example.com"), reading: \.tags) {
            $0.tags.append("swift")
        }
        #expect(!Compare.isEmpty(seen), followsFromReading("tags"))
        #expect(
            Compare.atMost(Compare.count(seen), 1),
            say(
                "tags.append(\"swift\") called onChange \(Wording.times(seen.count)); expected once",
                fr: "tags.append(\"swift\") a appelé onChange \(Wording.times(seen.count)) ; attendu : une fois",
                zh: "tags.append(\"swift\") 调用了 onChange \(Wording.times(seen.count))；预期 1 次",
                ja: "tags.append(\"swift\") で onChange が \(Wording.times(seen.count))呼ばれました。期待は 1 回です",
                at: .in("tags", at: "_modify", "set")))
        #expect(
            Compare.isEmpty(seen) || Compare.equal(seen.first, []),
            say(
                "reading tags inside onChange during tags.append(\"swift\") gave \(seen.first.map(Wording.literal) ?? "nothing"); expected [] (the value before the append)",
                fr:
                    "lire tags dans onChange pendant tags.append(\"swift\") a donné \(seen.first.map(Wording.literal) ?? "rien") ; attendu : [] (la valeur d'avant l'ajout)",
                zh:
                    "在 tags.append(\"swift\") 期间于 onChange 中读取 tags 得到 \(seen.first.map(Wording.literal) ?? "空（没有值）")；预期 []（追加之前的值）",
                ja:
                    "tags.append(\"swift\") の間に onChange の中で tags を読むと \(seen.first.map(Wording.literal) ?? "値なし") でした。期待は []（追加前の値）です",
                at: .in("tags", at: "_modify", "set")
            )
        )
    }

    @Test("the values are still stored")
    func valuesAreStored() {
        let profile = UserProfile(id: 7, name: "Ada", email: "ada@example.com")
        profile.name = "Grace"
        profile.tags.append("swift")
        #expect(
            Compare.equal(profile.name, "Grace"),
            say(
                "after setting name to \"Grace\", name reads \(Wording.literal(profile.name))",
                fr: "après avoir affecté \"Grace\" à name, name vaut \(Wording.literal(profile.name))",
                zh: "把 name 设为 \"Grace\" 后，读取 name 得到 \(Wording.literal(profile.name))",
                ja: "name に \"Grace\" を設定した後、name を読むと \(Wording.literal(profile.name)) でした",
                at: .in("name", at: "set")))
        #expect(
            Compare.equal(profile.tags, ["swift"]),
            say(
                "after tags.append(\"swift\"), tags reads \(Wording.literal(profile.tags))",
                fr: "après tags.append(\"swift\"), tags vaut \(Wording.literal(profile.tags))",
                zh: "tags.append(\"swift\") 之后，读取 tags 得到 \(Wording.literal(profile.tags))",
                ja: "tags.append(\"swift\") の後、tags を読むと \(Wording.literal(profile.tags)) でした",
                at: .in("tags", at: "_modify", "set")))
        #expect(
            Compare.equal(profile.displayName, "Grace <ada@example.com>"),
            say(
                "displayName reads \(Wording.literal(profile.displayName)); expected \"Grace <ada@example.com>\"",
                fr: "displayName vaut \(Wording.literal(profile.displayName)) ; attendu : \"Grace <ada@example.com>\"",
                zh: "displayName 的值是 \(Wording.literal(profile.displayName))；预期 \"Grace <ada@example.com>\"",
                ja: "displayName は \(Wording.literal(profile.displayName)) でした。期待は \"Grace <ada@example.com>\" です"))
        #expect(
            Compare.equal(profile.id, 7),
            say(
                "id reads \(profile.id); expected 7", fr: "id vaut \(profile.id) ; attendu : 7",
                zh: "id 的值是 \(profile.id)；预期 7", ja: "id は \(profile.id) でした。期待は 7 です"))
    }

    @Test("onChange runs once per tracking")
    func oneShot() {
        let seen = changes(
            of: UserProfile(name: "Ada", email: "ada@example.com"), reading: { "\($0.name) \($0.email)" }
        ) {
            $0.name = "Grace"
            $0.email = "grace@example.com"
            $0.name = "Ada"
        }
        #expect(
            Compare.equal(Compare.count(seen), 1),
            say(
                "a tracking that read name and email was told \(Wording.times(seen.count)) across three changes; expected once (onChange is one-shot)",
                fr:
                    "un suivi qui lisait name et email a été prévenu \(Wording.times(seen.count)) pour trois modifications ; attendu : une fois (onChange ne sert qu'une fois)",
                zh: "读取了 name 和 email 的追踪在三次变更中收到了 \(Wording.times(seen.count))通知；预期 1 次（onChange 是一次性的）",
                ja: "name と email を読んだ追跡が、3 回の変更で \(Wording.times(seen.count))通知されました。期待は 1 回です（onChange は一度きり）",
                at: .in("name", at: "get"))
        )
    }
}
