// Generic algorithms over a protocol: requirements dispatch to each type,
// the extension's helpers are shared.
protocol Measurable {
    var size: Double { get }
}

extension Measurable {
    func isBigger(than other: some Measurable) -> Bool { size > other.size }
    func sizeLabel() -> String { size > 10 ? "large" : "small" }
}

struct Box: Measurable {
    var width: Double
    var size: Double { width * width }
    func sizeLabel() -> String { "box" }
}

struct Rope: Measurable {
    var length: Double
    var size: Double { length }
}

func largest<T: Measurable>(_ items: [T]) -> T? {
    items.max { $0.size < $1.size }
}

func labels(_ items: [any Measurable]) -> [String] {
    items.map { $0.sizeLabel() }
}

print(largest([Box(width: 2), Box(width: 5)])?.size ?? 0)
print(largest([Rope(length: 3), Rope(length: 1)])?.size ?? 0)
print(labels([Box(width: 4), Rope(length: 20), Rope(length: 2)]))
print(Box(width: 4).sizeLabel(), Box(width: 4).isBigger(than: Rope(length: 15)))
