// Enum payloads and raw values with Double: literals take the payload's type.
enum Shape {
    case circle(radius: Double)
    case rectangle(width: Double, height: Double)

    var area: Double {
        switch self {
        case .circle(let r): return 3 * r * r
        case .rectangle(let w, let h): return w * h
        }
    }
}

let shapes: [Shape] = [.circle(radius: 2), .rectangle(width: 3, height: 4)]
print(shapes.map(\.area))
print(Shape.circle(radius: 1).area)

enum Speed: Double {
    case slow = 0.5
    case normal = 1
    case fast = 2
}
print(Speed.normal.rawValue, Speed.fast.rawValue * 3)
print(Speed(rawValue: 2) == .fast)
