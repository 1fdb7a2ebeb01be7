// Lesson 02, step 3: the registrar only accepts Observable subjects.
// expect-error: instance method 'access(_:keyPath:)' requires that 'RegistrarProfile' conform to 'Observable'
import Observation

final class RegistrarProfile {
    let registrar = ObservationRegistrar()
    private var _name = "Ada"
    var name: String {
        registrar.access(self, keyPath: \.name)
        return _name
    }
}
