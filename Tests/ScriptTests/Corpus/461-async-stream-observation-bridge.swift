// Turning observation into an AsyncStream: onChange re-registers and yields the new value from a
// main-actor task, the way a learner bridges @Observable to an async consumer.
import Observation

@Observable final class Score {
    var points = 0
}

@MainActor
func changes(of score: Score) -> AsyncStream<Int> {
    AsyncStream { continuation in
        func observe() {
            withObservationTracking {
                _ = score.points
            } onChange: {
                Task { @MainActor in
                    continuation.yield(score.points)
                    observe()
                }
            }
        }
        observe()
    }
}

let score = Score()
let stream = changes(of: score)
let listener = Task {
    var received: [Int] = []
    for await points in stream {
        received.append(points)
        if points >= 30 { break }
    }
    return received
}
for bonus in [10, 20] {
    score.points += bonus
    await Task.yield()
}
print("points now \(score.points)")
print("listener got", await listener.value)
