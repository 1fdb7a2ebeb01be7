// An @Observable model with overloaded update methods chosen by argument type.
import Observation

@Observable
final class Scoreboard {
    var points = 0
    var bonus = 0.0
    func add(_ value: Int) { points += value }
    func add(_ value: Double) { bonus += value }
}

let board = Scoreboard()
withObservationTracking {
    _ = board.points
} onChange: {
    print("points will change")
}
withObservationTracking {
    _ = board.bonus
} onChange: {
    print("bonus will change")
}
board.add(0.5)
board.add(3)
print(board.points, board.bonus)
