// Observations.untilFinished: the closure returns .next(value) to emit or .finish to end
// the sequence; after .finish the iterator returns nil.
import Observation

@Observable
final class Download {
    var progress = 0
    var isFinished = false
}

let download = Download()
let updates = Observations.untilFinished { () -> Observations<Int, Never>.Iteration in
    if download.isFinished {
        return .finish
    }
    return .next(download.progress)
}
var iterator = updates.makeAsyncIterator()
print("first:", await iterator.next() ?? -1)
download.progress = 40
print("next:", await iterator.next() ?? -1)
download.progress = 80
download.progress = 100
print("after a burst:", await iterator.next() ?? -1)
download.isFinished = true
let end = await iterator.next()
print("after finishing:", end == nil ? "nil (sequence ended)" : "\(end!)")
