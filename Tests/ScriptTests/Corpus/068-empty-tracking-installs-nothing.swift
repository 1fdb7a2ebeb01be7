// A closure that reads nothing observable installs nothing: onChange never fires.
import Observation

@Observable
final class Settings {
    var theme = "light"
}

let settings = Settings()
let local = 5
let result = withObservationTracking {
    local * 2
} onChange: {
    print("never printed")
}
print("tracked closure returned \(result)")
settings.theme = "dark"
settings.theme = "light"
print("theme is \(settings.theme), no onChange")
