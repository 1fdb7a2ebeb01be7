// @Observable on a settings struct held by a class.
import Observation

@Observable
struct Settings {
    var fontSize = 14
    var darkMode = false
}

final class App {
    var settings = Settings()
}

let app = App()
print("font size:", app.settings.fontSize)
