// A closure whose parameter is `inout` is called with `&target`: it changes the target in
// place, and on an @Observable property that is one mutation even when nothing changed.
import Observation

struct AppState: Equatable {
    var user: String? = nil
    var cartCount = 0
}
protocol Store: AnyObject {
    associatedtype State
    var state: State { get set }
}
extension Store {
    func update(_ change: (inout State) -> Void) { change(&state) }
}
@Observable
final class AppStore: Store {
    var state = AppState()
}
let store = AppStore()
func observe(_ label: String) {
    withObservationTracking {
        print(label, store.state.user ?? "guest", store.state.cartCount)
    } onChange: {
        print("\(label): change coming")
    }
}
observe("first")
store.update { $0.user = "amy" }
observe("second")
store.update { s in s.cartCount += 2 }
observe("third")
store.update { _ in }

var total = 10
var log: [String] = []
let apply: (inout Int, inout [String], Int) -> Void = { value, lines, step in
    value += step
    lines.append("now \(value)")
}
apply(&total, &log, 5)
apply(&total, &log, -3)
print(total, log)
func twice(_ body: (inout Int) -> Void, _ x: inout Int) { body(&x); body(&x) }
twice({ $0 *= 3 }, &total)
print(total)
