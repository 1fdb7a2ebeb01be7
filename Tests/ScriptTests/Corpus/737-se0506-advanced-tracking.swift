// requires: Swift 6.4 (SE-0506). Until swiftc is 6.4, .expected comes from `workbook run` (the
// facade Observation on the built-in runtime) and verify-with-swiftc.sh skips this script.
// The one-shot form with options, the event (kind, matches, cancel), .deinit, and the continuous
// form with its token, written with the names spelled out as well as implicit members.
import Observation

@Observable
final class Profile {
    var name = "Ada"
    var score = 0
}

func kind(_ event: borrowing ObservationTracking.Event) -> String {
    switch event.kind {
    case ObservationTracking.Event.Kind.initial: return "initial"
    case .willSet: return "willSet"
    case .didSet: return "didSet"
    default: return "deinit"
    }
}

let profile = Profile()
let both: ObservationTracking.Options = [.willSet, .didSet]

// willSet reads the old value, didSet the new; the one-shot ends after didSet.
withObservationTracking(options: both) {
    _ = profile.score
} onChange: { event in
    print("1:", kind(event), profile.score, event.matches(\Profile.score), event.matches(\Profile.name))
}
profile.score = 1
profile.score = 2

// Cancelling in willSet: no didSet follows.
withObservationTracking(options: [.willSet, .didSet]) {
    _ = profile.name
} onChange: { event in
    print("2:", kind(event))
    event.cancel()
}
profile.name = "Grace"
print("2: after")

// A change made in the willSet handler is heard nested.
withObservationTracking(options: ObservationTracking.Options.willSet.union(.didSet)) {
    _ = (profile.score, profile.name)
} onChange: { event in
    let which = event.matches(\Profile.score) ? "score" : "name"
    print("3:", kind(event), which)
    if event.kind == .willSet, which == "score" { profile.name = "Ada" }
}
profile.score = 3
print("3: after")

// .deinit after the last reference.
var first: Profile? = Profile()
var second = first
withObservationTracking(options: .deinit) {
    _ = first?.score
} onChange: { event in
    print("4:", kind(event), event.matches(\Profile.score))
}
first = nil
print("4: first gone")
second = nil
print("4: last gone")

// The continuous form: initial, one call per burst, until the closure cancels.
let (calls, call) = AsyncStream.makeStream(of: String.self)
var nextCall = calls.makeAsyncIterator()
do {
    let token = withContinuousObservation(options: .didSet) { event in
        call.yield("\(kind(event)) \(profile.score)")
        if profile.score >= 6 { event.cancel() }
    }
    print("5:", await nextCall.next() ?? "none")
    profile.score = 4
    print("5:", await nextCall.next() ?? "none")
    profile.score = 5
    profile.score = 6
    print("5:", await nextCall.next() ?? "none")
    profile.score = 7
    token.cancel()
}
call.finish()
print("5:", await nextCall.next() ?? "no more calls")
