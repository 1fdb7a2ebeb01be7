// A hand-written registrar in a class that never declares `Observable`.
import Observation

final class Thermostat {
    private let registrar = ObservationRegistrar()
    private var _celsius = 20.0
    var celsius: Double {
        get {
            registrar.access(self, keyPath: \.celsius)
            return _celsius
        }
        set {
            registrar.withMutation(of: self, keyPath: \.celsius) { _celsius = newValue }
        }
    }
}

print("thermostat")
let t = Thermostat()
print(t.celsius)
