// Grades Exercises/04-eager-init: @State evaluates its initial value at every init of the
// view; the fix keeps one model (and one fetch) across parent re-evaluations.
import GraderSupport
import Testing
import ViewRuntime

@testable import Exercise04EagerInit

@Suite("04 eager init", .graded(exercise: "04"), .reported(exercise: "04"))
struct EagerInitGrader {
    /// Mounts the app and taps "New message" three times: three re-evaluations of AppRoot.
    private func mountAndRebuild(_ backend: Backend) throws -> ViewHost {
        let host = try ViewHost(AppRoot(backend: backend))
        for _ in 0..<3 { try host.tap("New message") }
        return host
    }

    @Test("the posts are fetched once across parent re-evaluations")
    func fetchedOnce() throws {
        let backend = Backend()
        let host = try mountAndRebuild(backend)
        let rebuilds = host.bodyEvaluations(of: "AppRoot") - 1
        #expect(
            Compare.equal(backend.fetches, 1),
            say(
                "the backend was asked for the posts \(Wording.times(backend.fetches)) after AppRoot re-evaluated \(Wording.times(rebuilds)); expected once — @State evaluates its initial value every time FeedScreen's init runs",
                fr:
                    "le backend a été sollicité pour les posts \(Wording.times(backend.fetches)) après \(Wording.times(rebuilds)) réévaluation(s) d'AppRoot ; attendu : une fois — @State évalue sa valeur initiale à chaque exécution de l'init de FeedScreen",
                zh:
                    "AppRoot 重新求值 \(Wording.times(rebuilds))后，后端被请求帖子 \(Wording.times(backend.fetches))；预期 1 次 —— 每次运行 FeedScreen 的 init，@State 都会对其初始值求值",
                ja:
                    "AppRoot が \(Wording.times(rebuilds))再評価された後、バックエンドへの投稿の取得は \(Wording.times(backend.fetches))でした。期待は 1 回です — @State は FeedScreen の init が実行されるたびに初期値を評価します"
            )
        )
    }

    @Test("one FeedModel is created across parent re-evaluations")
    func oneModel() throws {
        let backend = Backend()
        let host = try mountAndRebuild(backend)
        let rebuilds = host.bodyEvaluations(of: "AppRoot") - 1
        #expect(
            Compare.equal(backend.feedModelsCreated, 1),
            say(
                "FeedModel.init ran \(Wording.times(backend.feedModelsCreated)) after AppRoot re-evaluated \(Wording.times(rebuilds)); expected once",
                fr:
                    "FeedModel.init s'est exécuté \(Wording.times(backend.feedModelsCreated)) après \(Wording.times(rebuilds)) réévaluation(s) d'AppRoot ; attendu : une fois",
                zh:
                    "AppRoot 重新求值 \(Wording.times(rebuilds))后，FeedModel.init 运行了 \(Wording.times(backend.feedModelsCreated))；预期 1 次",
                ja:
                    "AppRoot が \(Wording.times(rebuilds))再評価された後、FeedModel.init は \(Wording.times(backend.feedModelsCreated))実行されました。期待は 1 回です",
                at: .in("FeedModel", at: "fetches", "feedModelsCreated"), .in("FeedScreen", at: "initialValue", "model")
            )
        )
    }

    @Test("the feed and the badge still work")
    func stillWorks() throws {
        let backend = Backend()
        let host = try mountAndRebuild(backend)
        #expect(
            Compare.contains(host.texts, "Welcome to the feed"),
            say(
                "the screen shows \(Wording.literal(host.texts)); expected it to include the post \"Welcome to the feed\"",
                fr:
                    "l'écran affiche \(Wording.literal(host.texts)) ; attendu : qu'il contienne le post \"Welcome to the feed\"",
                zh: "屏幕显示 \(Wording.literal(host.texts))；预期其中包含帖子 \"Welcome to the feed\"",
                ja: "画面の表示は \(Wording.literal(host.texts)) でした。投稿 \"Welcome to the feed\" が含まれることを期待しています"))
        #expect(
            Compare.contains(host.texts, "Unread: 3"),
            say(
                "after tapping \"New message\" 3 times the screen shows \(Wording.literal(host.texts)); expected \"Unread: 3\"",
                fr:
                    "après avoir touché 3 fois \"New message\", l'écran affiche \(Wording.literal(host.texts)) ; attendu : \"Unread: 3\"",
                zh: "点击 \"New message\" 3 次后，屏幕显示 \(Wording.literal(host.texts))；预期 \"Unread: 3\"",
                ja: "\"New message\" を 3 回タップした後、画面の表示は \(Wording.literal(host.texts)) でした。期待は \"Unread: 3\" です")
        )
    }

    @Test("Refresh fetches again")
    func refreshFetches() throws {
        let backend = Backend()
        let host = try mountAndRebuild(backend)
        let before = backend.fetches
        try host.tap("Refresh")
        #expect(
            Compare.equal(backend.fetches, before + 1),
            say(
                "tapping \"Refresh\" made \(backend.fetches - before) request(s); expected 1",
                fr: "toucher \"Refresh\" a fait \(backend.fetches - before) requête(s) ; attendu : 1",
                zh: "点击 \"Refresh\" 发出了 \(backend.fetches - before) 个请求；预期 1 个",
                ja: "\"Refresh\" をタップするとリクエストが \(backend.fetches - before) 件でした。期待は 1 件です"))
    }

    @Test("two app roots on one backend own a model each")
    func twoRootsTwoModels() throws {
        // Two windows of one app share the backend: each root owns its feed, so a model kept
        // anywhere but in the view tree (a cache keyed by the backend) is caught here.
        let backend = Backend()
        let first = try mountAndRebuild(backend)
        let second = try mountAndRebuild(backend)
        #expect(
            Compare.equal(backend.feedModelsCreated, 2),
            say(
                "two AppRoots mounted on one backend created \(backend.feedModelsCreated) FeedModel(s); expected 2 — each root owns its own model, in its own state",
                fr:
                    "deux AppRoot montés sur un même backend ont créé \(backend.feedModelsCreated) FeedModel ; attendu : 2 — chaque racine possède son propre modèle, dans son propre état",
                zh: "在同一个后端上挂载两个 AppRoot，创建了 \(backend.feedModelsCreated) 个 FeedModel；预期 2 个 —— 每个根视图在自己的状态里拥有自己的模型",
                ja:
                    "1 つのバックエンドに 2 つの AppRoot をマウントすると、FeedModel は \(backend.feedModelsCreated) 個作られました。期待は 2 個です — 各ルートは自分の状態に自分のモデルを持ちます",
                at: .in("FeedModel", at: "fetches", "feedModelsCreated"), .in("FeedScreen", at: "initialValue", "model")
            )
        )
        #expect(
            Compare.equal(backend.fetches, 2),
            say(
                "two AppRoots mounted on one backend made \(backend.fetches) request(s); expected 2, one per root",
                fr:
                    "deux AppRoot montés sur un même backend ont fait \(backend.fetches) requête(s) ; attendu : 2, une par racine",
                zh: "在同一个后端上挂载两个 AppRoot，发出了 \(backend.fetches) 个请求；预期 2 个，每个根视图 1 个",
                ja: "1 つのバックエンドに 2 つの AppRoot をマウントすると、リクエストは \(backend.fetches) 件でした。期待はルートごとに 1 件、計 2 件です",
                at: .in("FeedModel", at: "fetches", "feedModelsCreated"), .in("FeedScreen", at: "initialValue", "model")
            )
        )
        #expect(
            Compare.contains(second.texts, "Welcome to the feed")
                && Compare.contains(first.texts, "Welcome to the feed"),
            say(
                "with two AppRoots on one backend, the second shows \(Wording.literal(second.texts)); expected both to include the post \"Welcome to the feed\"",
                fr:
                    "avec deux AppRoot sur un même backend, le second affiche \(Wording.literal(second.texts)) ; attendu : que les deux contiennent le post \"Welcome to the feed\"",
                zh: "同一个后端上有两个 AppRoot 时，第二个显示 \(Wording.literal(second.texts))；预期两者都包含帖子 \"Welcome to the feed\"",
                ja:
                    "1 つのバックエンドに 2 つの AppRoot があるとき、2 つ目の表示は \(Wording.literal(second.texts)) でした。両方に投稿 \"Welcome to the feed\" が含まれることを期待しています"
            )
        )
    }

    @Test("a backend that already served another screen is asked once more")
    func usedBackend() throws {
        let backend = Backend()
        // Another screen used this backend first: its counters are not zero.
        _ = backend.fetchPosts()
        backend.feedModelCreated()
        let host = try mountAndRebuild(backend)
        #expect(
            Compare.equal(backend.fetches, 2),
            say(
                "with a backend that had served 1 request before, mounting the app and re-evaluating AppRoot 3 times made \(backend.fetches - 1) more request(s); expected 1 — do not decide from the backend's counters whether to do the work",
                fr:
                    "avec un backend qui avait déjà servi 1 requête, monter l'app et réévaluer AppRoot 3 fois a fait \(backend.fetches - 1) requête(s) de plus ; attendu : 1 — ne décidez pas d'après les compteurs du backend s'il faut faire le travail",
                zh:
                    "后端之前已处理过 1 个请求，挂载应用并让 AppRoot 重新求值 3 次后，又多发出了 \(backend.fetches - 1) 个请求；预期 1 个 —— 不要根据后端的计数器来决定是否执行工作",
                ja:
                    "すでに 1 件のリクエストを処理したバックエンドで、アプリをマウントして AppRoot を 3 回再評価すると、リクエストがさらに \(backend.fetches - 1) 件増えました。期待は 1 件です — 処理するかどうかをバックエンドのカウンターで決めないでください",
                at: .in("FeedModel", at: "fetches", "feedModelsCreated", "init")
            )
        )
        #expect(
            Compare.equal(backend.feedModelsCreated, 2),
            say(
                "with a backend that had seen 1 FeedModel before, FeedModel.init ran \(Wording.times(backend.feedModelsCreated - 1)) more; expected once",
                fr:
                    "avec un backend qui avait déjà vu 1 FeedModel, FeedModel.init s'est exécuté \(Wording.times(backend.feedModelsCreated - 1)) de plus ; attendu : une fois",
                zh: "后端之前已见过 1 个 FeedModel，FeedModel.init 又运行了 \(Wording.times(backend.feedModelsCreated - 1))；预期 1 次",
                ja:
                    "すでに FeedModel を 1 つ見たバックエンドで、FeedModel.init はさらに \(Wording.times(backend.feedModelsCreated - 1))実行されました。期待は 1 回です",
                at: .in("FeedModel", at: "fetches", "feedModelsCreated"), .in("FeedScreen", at: "initialValue", "model")
            )
        )
        #expect(
            Compare.contains(host.texts, "Welcome to the feed"),
            say(
                "with a backend used before, the screen shows \(Wording.literal(host.texts)); expected it to include the post \"Welcome to the feed\"",
                fr:
                    "avec un backend déjà utilisé, l'écran affiche \(Wording.literal(host.texts)) ; attendu : qu'il contienne le post \"Welcome to the feed\"",
                zh: "使用过的后端下，屏幕显示 \(Wording.literal(host.texts))；预期其中包含帖子 \"Welcome to the feed\"",
                ja: "使用済みのバックエンドで、画面の表示は \(Wording.literal(host.texts)) でした。投稿 \"Welcome to the feed\" が含まれることを期待しています")
        )
    }
}
