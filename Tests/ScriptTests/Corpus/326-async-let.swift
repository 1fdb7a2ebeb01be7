// async let starts child work; await collects the results.
func fetchScore(for player: String) async -> Int {
    player.count * 10
}

func loadBoard() async -> [String] {
    async let alice = fetchScore(for: "alice")
    async let bob = fetchScore(for: "bob")
    let total = await alice + bob
    return ["alice: \(await alice)", "bob: \(await bob)", "total: \(total)"]
}

let board = await loadBoard()
for line in board { print(line) }
async let single = fetchScore(for: "x")
print(await single)
