// `Self` names the conforming type: in requirements, in extensions and in bodies.
protocol Resettable {
    static func fresh() -> Self
    func incremented() -> Self
}

extension Resettable {
    static func pair() -> [Self] { [fresh(), fresh().incremented()] }
}

struct Counter: Resettable {
    var value = 0
    static func fresh() -> Self { Self(value: 0) }
    func incremented() -> Self { Self(value: value + 1) }
}

print(Counter.fresh().incremented().incremented().value)
print(Counter.pair().map(\.value))

struct Point: Equatable {
    var x = 0
    var y = 0
    static let origin = Self()
    static func == (a: Self, b: Self) -> Bool { a.x == b.x && a.y == b.y }
    func moved(by dx: Int) -> Self { Self(x: x + dx, y: y) }
}
print(Point.origin == Point())
print(Point.origin.moved(by: 3))
