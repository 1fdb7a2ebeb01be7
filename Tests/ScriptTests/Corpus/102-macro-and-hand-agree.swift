// The macro-generated model and a hand-expanded one behave alike under tracking.
import Observation

@Observable
final class MacroProfile {
    var name = "Ada"
    var email = "ada@example.com"
}

final class HandProfile: Observable {
    private let registrar = ObservationRegistrar()
    private var _name = "Ada"
    private var _email = "ada@example.com"
    var name: String {
        get { registrar.access(self, keyPath: \.name); return _name }
        set { registrar.withMutation(of: self, keyPath: \.name) { _name = newValue } }
    }
    var email: String {
        get { registrar.access(self, keyPath: \.email); return _email }
        set { registrar.withMutation(of: self, keyPath: \.email) { _email = newValue } }
    }
}

let macro = MacroProfile()
let hand = HandProfile()
var log: [String] = []
withObservationTracking { _ = macro.name } onChange: { log.append("macro saw name change, old \(macro.name)") }
withObservationTracking { _ = hand.name } onChange: { log.append("hand saw name change, old \(hand.name)") }
macro.email = "x"
hand.email = "x"
print("after email changes:", log.count)
macro.name = "Grace"
hand.name = "Grace"
for line in log { print(line) }
