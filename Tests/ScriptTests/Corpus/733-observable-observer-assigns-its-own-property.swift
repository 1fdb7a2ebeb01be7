// In an @Observable class, a property's didSet that assigns the property again (clamping)
// runs again: the macro leaves the observers on the `_volume` storage, so `volume = 10` in
// them is the macro's setter. A plain class's stored property stores directly instead.
import Observation

@Observable
class Mixer {
    var volume = 5 {
        didSet {
            print("mixer didSet \(oldValue) -> \(volume)")
            if volume > 10 { volume = 10 }
        }
    }
}

class PlainMixer {
    var volume = 5 {
        didSet {
            print("plain didSet \(oldValue) -> \(volume)")
            if volume > 10 { volume = 10 }
        }
    }
}

let mixer = Mixer()
withObservationTracking { _ = mixer.volume } onChange: { print("tracking fired") }
mixer.volume = 42
print(mixer.volume)
let plain = PlainMixer()
plain.volume = 42
print(plain.volume)
