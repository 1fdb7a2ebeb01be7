// An @Observable settings model with property observers, clamping, and a re-rendering view.
import Observation

@Observable
class Settings {
    var volume = 5 {
        didSet {
            if volume > 10 { volume = 10 }
            if volume < 0 { volume = 0 }
        }
    }
    var theme = "light" {
        willSet { print("  theme will change from \(theme) to \(newValue)") }
    }
    var notifications = true
    @ObservationIgnored var changeCount = 0

    var label: String { "\(theme) theme, volume \(volume)\(notifications ? "" : ", muted")" }
}

final class SettingsPrinter {
    let settings: Settings
    private(set) var renders = 0

    init(_ settings: Settings) {
        self.settings = settings
        render()
    }

    func render() {
        renders += 1
        let text = withObservationTracking {
            settings.label
        } onChange: { [weak self] in
            guard let self else { return }
            self.settings.changeCount += 1
            print("  change noticed (#\(self.settings.changeCount))")
        }
        print("render \(renders): \(text)")
    }
}

let settings = Settings()
let printer = SettingsPrinter(settings)
settings.volume = 7
printer.render()
settings.volume = 42
print("volume is \(settings.volume)")
printer.render()
settings.theme = "dark"
settings.theme = "solarized"
printer.render()
settings.notifications = false
settings.volume = -3
printer.render()
print("renders \(printer.renders), changes \(settings.changeCount)")

class Profile: CustomStringConvertible {
    var name: String
    let settings = Settings()
    init(name: String) { self.name = name }
    var description: String { "\(name): \(settings.label)" }
}

let profile = Profile(name: "ada")
withObservationTracking {
    _ = profile.settings.theme
} onChange: {
    print("  profile theme changing")
}
profile.settings.volume = 3
profile.settings.theme = "contrast"
print(profile)
