// Observable models used through a protocol: tracking works through the existential,
// and the protocol extension's helper is what the existential sees.
import Observation

protocol Progressing: AnyObject {
    var done: Int { get set }
    var total: Int { get }
}

extension Progressing {
    var fraction: Double { total == 0 ? 0 : Double(done) / Double(total) }
    func status() -> String { "\(done)/\(total)" }
}

@Observable
final class Download: Progressing {
    var done = 0
    let total = 4
    func status() -> String { "downloading \(done)" }
}

let task: any Progressing = Download()
withObservationTracking {
    print(task.status(), task.fraction)
} onChange: {
    print("progress changed")
}
task.done += 1
print(task.status(), task.fraction)
if let download = task as? Download { print(download.status()) }
