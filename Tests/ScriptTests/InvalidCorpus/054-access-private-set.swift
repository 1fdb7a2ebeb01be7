// Writing a property whose setter is `private(set)`.
import Observation

@Observable final class Scoreboard {
    private(set) var home = 0
    func homeScored() { home += 1 }
}

let board = Scoreboard()
board.homeScored()
print("home:", board.home)
board.home = 10
print("home:", board.home)
