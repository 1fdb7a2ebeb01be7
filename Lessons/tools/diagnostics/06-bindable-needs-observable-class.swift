// Lesson 06, step 5: @Bindable needs an Observable class.
// needs: views
// expect-error: generic struct 'Bindable' requires that 'Settings' be a class type
// expect-error: generic struct 'Bindable' requires that 'Settings' conform to 'Observable'
import Observation
import ViewRuntime

struct Settings { var notifications = true }

struct SettingsEditor: View {
    @Bindable var settings: Settings
    var body: some View { Text("settings") }
}
