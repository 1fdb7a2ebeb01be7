// The registrar's willSet/didSet pair, called directly around a store.
import Observation

final class Thermostat: Observable {
    let registrar = ObservationRegistrar()
    private var _target = 20
    var target: Int {
        get {
            registrar.access(self, keyPath: \.target)
            return _target
        }
        set {
            print("before willSet")
            registrar.willSet(self, keyPath: \.target)
            print("storing \(newValue)")
            _target = newValue
            registrar.didSet(self, keyPath: \.target)
            print("after didSet")
        }
    }
}

let thermostat = Thermostat()
withObservationTracking {
    _ = thermostat.target
} onChange: {
    print("onChange between willSet and the store")
}
thermostat.target = 22
print("target \(thermostat.target)")
thermostat.target = 23
