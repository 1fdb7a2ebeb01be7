// @ObservationIgnored keeps willSet/didSet working while staying invisible to tracking.
import Observation

@Observable
final class Downloader {
    var progress = 0
    @ObservationIgnored var bytesSeen = 0 {
        didSet { print("bytesSeen \(oldValue) -> \(bytesSeen)") }
    }
    func receive(_ bytes: Int) {
        bytesSeen += bytes
        progress = min(100, bytesSeen / 10)
    }
}

let downloader = Downloader()
withObservationTracking {
    _ = downloader.bytesSeen
} onChange: {
    print("never: bytesSeen is ignored")
}
withObservationTracking {
    print("progress shown: \(downloader.progress)%")
} onChange: {
    print("progress about to change from \(downloader.progress)%")
}
downloader.receive(5)
downloader.receive(500)
print("progress \(downloader.progress)%")
