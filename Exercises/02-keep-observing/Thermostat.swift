import Observation

/// The model being watched. It is finished: the exercise is the helper in KeepObserving.swift.
@Observable
final class Thermostat {
    var target = 20
    var mode = "heat"
}
