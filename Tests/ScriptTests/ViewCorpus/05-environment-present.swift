// §7: `.environment(model)` makes an @Observable available to the subtree;
// `@Environment(Model.self)` reads it, deep below views that do not.
import Observation
import ViewRuntime

@Observable final class Settings {
    var theme = "light"
    var fontSize = 12
}

struct ThemeLabel: View {
    @Environment(Settings.self) var settings
    var body: some View { Text("theme \(settings.theme)") }
}

struct SizeLabel: View {
    @Environment(Settings.self) var settings
    var body: some View { Text("size \(settings.fontSize)") }
}

struct Middle: View {
    var body: some View {
        VStack {
            ThemeLabel()
            SizeLabel()
        }
    }
}

struct App: View {
    let settings: Settings
    var body: some View { Middle().environment(settings) }
}

let settings = Settings()
let host = try ViewHost(App(settings: settings))
settings.theme = "dark"
try host.update()
print(host.lastUpdate)
settings.fontSize = 14
try host.update()
print(host.lastUpdate)
print(host.texts)
print(host.render(), terminator: "")
