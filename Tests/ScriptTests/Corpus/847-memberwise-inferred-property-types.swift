// The memberwise initializer's parameters take the type of each property, also where the
// property's type is inferred from its initial value (`var x = 0.0`: `Point(x: 1)` holds 1.0).
struct Point { var x = 0.0, y = 0.0 }
struct Settings {
    var levels = [0.0]
    var weights = ["a": 1.5]
    var initial = Character("a")
    var small = Int8(3)
    var ratio = Float(1)
    var limit = Optional(2.5)
    var tags = [String]()
}
let p = Point(x: 1)
print(p, Point(y: 2), [Point(x: 3, y: 4)].map { $0.x / 2 })
let s = Settings(levels: [1, 2], weights: ["b": 2], initial: "z", small: 100, ratio: 3, limit: 4, tags: ["t"])
print(s)
print(type(of: s.initial), s.levels.map { $0 / 4 }, s.ratio / 2, Settings(limit: nil).limit as Any)
