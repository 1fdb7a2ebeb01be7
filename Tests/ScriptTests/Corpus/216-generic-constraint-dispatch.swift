// Generic code sees only the constraint: extension-only members come from the extension.
protocol Scorable {
    var points: Int { get }
}

extension Scorable {
    func rank() -> String { points > 10 ? "high" : "low" }
    func badge() -> String { "generic badge" }
}

struct Player: Scorable {
    var points: Int
    func badge() -> String { "player badge" }
}

func report<T: Scorable>(_ items: [T]) {
    for item in items { print(item.points, item.rank(), item.badge()) }
}

report([Player(points: 5), Player(points: 15)])
let p = Player(points: 20)
print(p.badge())

func best<T: Scorable>(_ items: [T]) -> T? {
    items.max { $0.points < $1.points }
}
print(best([Player(points: 3), Player(points: 9)])?.points ?? 0)
