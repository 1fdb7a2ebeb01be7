// A mutating method called on a struct stored as a `let` in an observable class.
import Observation

struct Tally {
    var value = 0
    mutating func bump() { value += 1 }
}

@Observable final class Scoreboard {
    let home = Tally()
    var away = Tally()

    func homeScored() {
        print("home scored")
        home.bump()
    }
}

let board = Scoreboard()
board.homeScored()
print(board.home.value)
