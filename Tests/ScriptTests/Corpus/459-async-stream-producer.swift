// AsyncStream: a producer task yields while a consumer task reads; the consumer waits while the
// buffer is empty, finish() ends its loop after the values already yielded.
import Observation

@Observable final class Downloads {
    var finished: [String] = []
}

final class Progress {
    private var continuation: AsyncStream<Int>.Continuation?
    let updates: AsyncStream<Int>

    init() {
        var saved: AsyncStream<Int>.Continuation?
        updates = AsyncStream { continuation in saved = continuation }
        continuation = saved
        continuation?.onTermination = { _ in print("updates terminated") }
    }

    func report(_ percent: Int) { continuation?.yield(percent) }
    func done() { continuation?.finish() }
}

let downloads = Downloads()
let progress = Progress()
let consumer = Task {
    var seen: [Int] = []
    for await percent in progress.updates {
        print("progress \(percent)%")
        seen.append(percent)
    }
    return seen
}
let producer = Task {
    for step in 1...4 {
        progress.report(step * 25)
        try await Task.sleep(for: .milliseconds(10))
    }
    downloads.finished.append("file.zip")
    progress.done()
    progress.report(999)
}
try await producer.value
print("seen:", await consumer.value)
print(downloads.finished)
