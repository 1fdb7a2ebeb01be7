// A settings model mixing Float, UInt8 and Double properties under observation.
import Observation

@Observable
final class Settings {
    var volume: Float = 0.5
    var brightness: UInt8 = 128
    var zoom: Double = 1
}

let settings = Settings()
withObservationTracking {
    print(settings.volume, settings.brightness, settings.zoom)
} onChange: {
    print("settings will change")
}
settings.volume += 0.1
print(settings.volume)
settings.brightness = settings.brightness &+ 200
print(settings.brightness)
settings.zoom *= 1.5
print(settings.zoom)
