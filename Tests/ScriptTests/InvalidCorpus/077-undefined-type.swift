// A type name that does not exist (Observable vs Observation).
import Observation

print("registrar demo")

final class Tracked {
    let registrar = ObservableRegistrar()
    var value = 0
}

print(Tracked().value)
