// @Bindable on a struct model.
import SwiftUI

struct Settings {
    var showDone = false
}

struct SettingsView: View {
    @Bindable var settings: Settings
    var body: some View {
        Toggle("Show done", isOn: $settings.showDone)
    }
}

print("settings")
let host = try ViewHost(SettingsView(settings: Settings()))
