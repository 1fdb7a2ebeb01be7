// An @Observable model whose properties are Doubles set from integer literals.
import Observation

@Observable
final class Thermostat {
    var target: Double = 20
    var current: Double = 18
    var step: Double { target > current ? 0.5 : -0.5 }
}

let thermostat = Thermostat()
withObservationTracking {
    print("target", thermostat.target)
} onChange: {
    print("target will change")
}
thermostat.target = 22
print(thermostat.target, thermostat.step)
thermostat.current = 23
print(thermostat.step)
thermostat.target += 1
print(thermostat.target)
