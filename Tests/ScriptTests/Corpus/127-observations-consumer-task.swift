// A consumer task drains an untilFinished sequence with for await while the main code
// makes changes, pausing long enough between them that every value is delivered.
import Observation

@Observable
final class Download {
    var progress = 0
    var isFinished = false
}

let download = Download()
let updates = Observations.untilFinished { () -> Observations<Int, Never>.Iteration in
    if download.isFinished { return .finish }
    return .next(download.progress)
}
let consumer = Task { @MainActor in
    var seen: [Int] = []
    for await value in updates {
        seen.append(value)
    }
    print("sequence finished")
    return seen
}
for step in [25, 50, 100] {
    try await Task.sleep(for: .milliseconds(150))
    download.progress = step
}
try await Task.sleep(for: .milliseconds(150))
download.isFinished = true
print("consumer saw:", await consumer.value)
