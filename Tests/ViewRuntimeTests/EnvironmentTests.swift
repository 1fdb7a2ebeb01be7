import Observation
import Testing
import ViewRuntime

// Curriculum §7: .environment / @Environment; .environmentObject / @EnvironmentObject.

@Observable final class Theme {
    var accent = "blue"
}

final class LegacySettings: ObservableObject {
    @Published var fontSize = 12
    @Published var unrelated = 0
}

struct AccentLabel: View {
    @Environment(Theme.self) var theme
    var body: some View { Text("accent \(theme.accent)") }
}

struct OptionalAccentLabel: View {
    @Environment(Theme.self) var theme: Theme?
    var body: some View { Text("accent \(theme?.accent ?? "none")") }
}

struct FontLabel: View {
    @EnvironmentObject var settings: LegacySettings
    var body: some View { Text("font \(settings.fontSize)") }
}

struct ThemedScreen: View {
    let theme: Theme
    var body: some View {
        VStack {
            AccentLabel()
            OptionalAccentLabel()
        }
        .environment(theme)
    }
}

@Suite struct EnvironmentTests {
    @Test func presentEnvironmentObjectIsReadAndObserved() throws {
        let theme = Theme()
        let host = try ViewHost(ThemedScreen(theme: theme))
        #expect(host.texts == ["accent blue", "accent blue"])
        theme.accent = "red"
        try host.update()
        #expect(host.texts == ["accent red", "accent red"])
        #expect(host.bodyEvaluations(of: "AccentLabel") == 2)
        #expect(host.bodyEvaluations(of: "ThemedScreen") == 1)
    }

    @Test func missingEnvironmentObjectStopsRenderingNamingTheType() throws {
        let error = #expect(throws: ViewRuntimeError.self) { try ViewHost(AccentLabel()) }
        #expect(error == .missingEnvironmentObject(type: "Theme", view: "AccentLabel", wrapper: "Environment"))
        #expect(error?.description.contains("No Observable object of type Theme found") == true)
    }

    @Test func optionalEnvironmentObjectIsNilWhenMissing() throws {
        let host = try ViewHost(OptionalAccentLabel())
        #expect(host.texts == ["accent none"])
    }

    @Test func environmentObjectIsHeldLikeObservedObject() throws {
        let settings = LegacySettings()
        let host = try ViewHost(FontLabel().environmentObject(settings))
        #expect(host.texts == ["font 12"])
        settings.unrelated += 1
        try host.update()
        #expect(host.bodyEvaluations(of: "FontLabel") == 2)
        settings.fontSize = 14
        try host.update()
        #expect(host.texts == ["font 14"])
    }

    @Test func missingEnvironmentObjectForEnvironmentObjectWrapper() throws {
        let error = #expect(throws: ViewRuntimeError.self) { try ViewHost(FontLabel()) }
        #expect(
            error == .missingEnvironmentObject(type: "LegacySettings", view: "FontLabel", wrapper: "EnvironmentObject"))
        #expect(error?.description.contains("No ObservableObject of type LegacySettings found") == true)
    }

    @Test func missingObjectFoundLaterStopsTheHostAndKeepsReportingIt() throws {
        struct Switcher: View {
            @State var showAccent = false
            var body: some View {
                VStack {
                    if showAccent { AccentLabel() }
                    Button("Show") { showAccent = true }
                }
            }
        }
        let host = try ViewHost(Switcher())
        #expect(throws: ViewRuntimeError.self) { try host.tap("Show") }
        #expect(throws: ViewRuntimeError.self) { try host.update() }
        #expect(host.render().hasPrefix("error: No Observable object of type Theme found"))
    }

    @Test func replacingTheEnvironmentObjectReEvaluatesItsReaders() throws {
        struct Provider: View {
            @State var theme = Theme()
            var body: some View {
                VStack {
                    AccentLabel()
                    Button("Replace") {
                        let next = Theme()
                        next.accent = "green"
                        theme = next
                    }
                }
                .environment(theme)
            }
        }
        let host = try ViewHost(Provider())
        try host.tap("Replace")
        #expect(host.texts == ["accent green"])
        #expect(host.bodyEvaluations(of: "AccentLabel") == 2)
    }

    @Test func aReplacedObjectReachesDeepReadersWithoutReEvaluatingTheViewsBetween() throws {
        struct Middle: View {
            var body: some View { VStack { AccentLabel() } }
        }
        struct Provider: View {
            @State var theme = Theme()
            var body: some View {
                VStack {
                    Middle()
                    Button("Replace") {
                        let next = Theme()
                        next.accent = "green"
                        theme = next
                    }
                }
                .environment(theme)
            }
        }
        let host = try ViewHost(Provider())
        try host.tap("Replace")
        #expect(
            host.lastUpdate.map(\.description) == [
                "Provider: a property it read changed",
                "AccentLabel: an environment object changed",
            ])
        #expect(host.texts == ["accent green"])
        #expect(host.bodyEvaluations(of: "Middle") == 1)
        #expect(host.initCalls(of: "Middle") == 2)
    }

    @Test func innerEnvironmentShadowsOuter() throws {
        let outer = Theme()
        let inner = Theme()
        inner.accent = "inner"
        struct Nest: View {
            let inner: Theme
            var body: some View {
                VStack {
                    AccentLabel()
                    AccentLabel().environment(inner)
                }
            }
        }
        let host = try ViewHost(Nest(inner: inner).environment(outer))
        #expect(host.texts == ["accent blue", "accent inner"])
    }
}
