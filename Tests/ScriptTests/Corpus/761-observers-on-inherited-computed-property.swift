// A subclass can observe an inherited computed property: its willSet and didSet run
// around the superclass's setter, and oldValue is what the getter returned before.
class Thermostat {
    var stored = 18
    var celsius: Int {
        get { stored }
        set {
            print("Thermostat stores \(newValue)")
            stored = newValue
        }
    }
}

class LoggedThermostat: Thermostat {
    override var celsius: Int {
        willSet { print("will change \(celsius) to \(newValue)") }
        didSet { print("changed from \(oldValue) to \(celsius)") }
    }
}

class AuditedThermostat: LoggedThermostat {
    override var celsius: Int {
        willSet { print("audit: before \(newValue)") }
        didSet { print("audit: after \(oldValue)") }
    }
}

let logged = LoggedThermostat()
logged.celsius = 21
logged.celsius += 1
print(logged.celsius)

let audited = AuditedThermostat()
audited.celsius = 25
let plain: Thermostat = audited
plain.celsius = 19
