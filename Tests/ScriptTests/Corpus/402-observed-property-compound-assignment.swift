// `value += 1` on a property with willSet/didSet runs them, in an @Observable class too
// (there the write is one tracked mutation: onChange fires once, before willSet).
import Observation

@Observable
final class Score {
    var points = 0 {
        willSet { print("willSet \(points) -> \(newValue)") }
        didSet { print("didSet \(oldValue) -> \(points)") }
    }
    var bonus = 1
    func add(_ n: Int) { points += n * bonus }
}

let score = Score()
withObservationTracking {
    _ = score.points
} onChange: {
    print("onChange, still \(score.points)")
}
score.add(2)
score.points -= 1
score.points *= 3
print("final", score.points)

final class Plain {
    var level = 1 {
        didSet { print("level \(oldValue) -> \(level)") }
    }
}
let plain = Plain()
plain.level += 4
plain.level <<= 1
