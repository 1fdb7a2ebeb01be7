// For class references the macro compares identity (!==): the same object does not
// notify, an equal-looking different object does.
import Observation

final class Theme {
    let name: String
    init(name: String) { self.name = name }
}

@Observable
final class Settings {
    var theme = Theme(name: "light")
}

let settings = Settings()
let current = settings.theme
var fired = 0
withObservationTracking {
    _ = settings.theme
} onChange: {
    fired += 1
    print("onChange: theme is about to be replaced")
}
settings.theme = current
print("assigned the identical object: fired \(fired)")
settings.theme = Theme(name: "light")
print("assigned a twin object: fired \(fired)")
print("theme name still \(settings.theme.name), same object: \(settings.theme === current)")
