import Observation

// Inside @Observable: a property with a default value is already initialised, so the
// init's assignment is a set and its observers run; without a default they do not.
@Observable
final class Player {
    var score = 0 {
        didSet { print("score didSet \(oldValue) -> \(score)") }
    }
    var name: String {
        didSet { print("name didSet \(oldValue) -> \(name)") }
    }
    init(name: String, score: Int) {
        self.name = name
        self.score = score
        print("player ready")
    }
}

let player = Player(name: "Ada", score: 10)
withObservationTracking {
    _ = player.score
} onChange: {
    print("score will change")
}
player.score = 11
player.name = "Ada L."
print(player.name, player.score)
