import Observation

// Nested @Observable models: tracking follows exactly the properties a closure read.
@Observable final class Settings {
    var theme = "light"
    var fontSize = 12
}
@Observable final class AppModel {
    var settings = Settings()
    var username = "guest"
}
let app = AppModel()
func track(_ label: String, _ read: @escaping () -> Void) {
    withObservationTracking(read) { print("\(label) will change") }
}
track("theme") { _ = app.settings.theme }
track("username") { _ = app.username }
app.settings.fontSize = 14
print("font size changed, nobody tracked it")
app.settings.theme = "dark"
app.username = "kim"
app.username = "kim2"
print(app.settings.theme, app.username)
