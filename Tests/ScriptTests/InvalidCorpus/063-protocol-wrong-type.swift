// A required property given the wrong type.
protocol Scored {
    var score: Int { get }
}

struct Player: Scored {
    var name: String
    var score: Double
}

let p = Player(name: "Ada", score: 3.5)
print(p.name, p.score)
