// willSet/didSet on an @Observable property keep working. The registrar's willSet (and so
// onChange) comes first; an equal value skips the notification but not the observers.
import Observation

@Observable
final class Settings {
    var volume = 5 {
        willSet { print("willSet volume: \(volume) -> \(newValue)") }
        didSet { print("didSet volume: \(oldValue) -> \(volume)") }
    }
}

let settings = Settings()
withObservationTracking {
    _ = settings.volume
} onChange: {
    print("onChange")
}
settings.volume = 8
print("volume \(settings.volume)")
withObservationTracking {
    _ = settings.volume
} onChange: {
    print("onChange for an equal value (not printed)")
}
settings.volume = 8
print("equal value: property observers ran, no onChange")
