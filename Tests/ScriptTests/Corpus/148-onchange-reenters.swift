// An onChange that writes what its tracking read is called again, nested, while it runs:
// the tracking is only cancelled once onChange returns. Afterwards, nothing fires.
import Observation

@Observable final class Thermostat {
    var target = 20
    var mode = "auto"
}

let thermostat = Thermostat()
var calls = 0
withObservationTracking {
    _ = thermostat.target
    _ = thermostat.mode
} onChange: {
    calls += 1
    print("onChange #\(calls): target \(thermostat.target), mode \(thermostat.mode)")
    if calls < 3 {
        thermostat.mode = "manual \(calls)"
    }
}
thermostat.target = 22
print("after the first change: \(calls) calls, target \(thermostat.target), mode \(thermostat.mode)")
thermostat.target = 23
thermostat.mode = "eco"
print("later changes: \(calls) calls")
