// §6: `@ObservedObject`/`@StateObject` project bindings too: `$settings.name`.
import Observation
import ViewRuntime

final class Settings: ObservableObject {
    @Published var name = "ada"
    @Published var notifications = true
}

struct SettingsForm: View {
    @ObservedObject var settings: Settings
    var body: some View {
        Form {
            TextField("Name", text: $settings.name)
            Toggle("Notifications", isOn: $settings.notifications)
        }
    }
}

struct OwnSettings: View {
    @StateObject var settings = Settings()
    var body: some View {
        Section("Own") {
            TextField("Own name", text: $settings.name)
            Text("own: \(settings.name)")
        }
    }
}

let shared = Settings()
let host = try ViewHost(VStack {
    SettingsForm(settings: shared)
    OwnSettings()
})
try host.type("grace", into: "Name")
try host.toggle("Notifications")
print(shared.name, shared.notifications)
try host.type("linus", into: "Own name")
print(host.texts, host.lastUpdate)
print(host.render(), terminator: "")
