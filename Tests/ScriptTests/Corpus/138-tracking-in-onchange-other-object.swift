// An onChange may start a new tracking of another object; it runs during the first
// object's willSet.
import Observation

@Observable
final class Source {
    var value = 1
}
@Observable
final class Mirror {
    var copy = 0
}

let source = Source()
let mirror = Mirror()
var log: [String] = []
withObservationTracking {
    _ = source.value
} onChange: {
    log.append("source changing from \(source.value)")
    withObservationTracking {
        _ = mirror.copy
    } onChange: {
        log.append("mirror changing from \(mirror.copy)")
    }
}
source.value = 2
mirror.copy = source.value
mirror.copy = 3
print(log)
