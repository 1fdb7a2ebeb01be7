// Closures over protocol values: `$0` has the element's static type.
protocol Plant {
    var name: String { get }
}

extension Plant {
    func care() -> String { "water \(name)" }
}

struct Cactus: Plant {
    var name = "cactus"
    func care() -> String { "leave \(name) alone" }
}

struct Fern: Plant {
    var name = "fern"
}

let garden: [any Plant] = [Cactus(), Fern()]
print(garden.map { $0.care() })
garden.forEach { print($0.care()) }
let first = garden.first { $0.name.hasPrefix("f") }
print(first?.care() ?? "none")
print(Cactus().care())
let sorted = garden.sorted { $0.name > $1.name }.map { $0.care() }
print(sorted)
