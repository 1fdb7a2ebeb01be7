// Installed tracking does not keep the observed object alive.
import Observation

@Observable
final class Session {
    var token = "abc"
    deinit { print("Session deinit") }
}

var session: Session? = Session()
withObservationTracking {
    _ = session?.token
} onChange: {
    print("onChange")
}
print("dropping the only strong reference")
session = nil
print("session is \(session == nil ? "gone" : "alive")")
