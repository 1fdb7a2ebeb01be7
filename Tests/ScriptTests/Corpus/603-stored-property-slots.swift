// Stored properties kept by slot: value semantics of copies changed in place, inherited
// properties (superclass first), a class with many properties, observers and overrides,
// weak and lazy properties, deinit order, and printing.
import Observation

struct Point {
    var x: Int
    var y: Int
    var tags: [String] = []
}

var p = Point(x: 1, y: 2)
var q = p
for i in 0..<5 {
    p.x += i
    p.y = p.x - p.y
    p.tags.append("t\(i)")
}
q.tags.append("q")
print(p, q)
var copies: [Point] = []
for i in 0..<3 {
    p.x = i
    copies.append(p)
}
print(copies.map(\.x), p.x)

struct Outer {
    var inner = Point(x: 0, y: 0)
    var count = 0
}
var outer = Outer()
let before = outer
outer.inner.x += 10
outer.inner.tags.append("deep")
outer.count += 1
print(outer.inner.x, outer.inner.tags, outer.count, before.inner.x, before.inner.tags)

class Base {
    var a = 1
    var b: String
    init(b: String) { self.b = b }
    deinit { print("deinit Base", a, b) }
}

final class Derived: Base {
    var c = 3.5
    var d: [Int] = [1]
    override var a: Int {
        didSet { print("Derived sees a:", oldValue, "->", a) }
    }
    deinit { print("deinit Derived", c, d) }
}

do {
    let object = Derived(b: "bee")
    object.a += 1
    object.c *= 2
    object.d.append(2)
    object.b += "!"
    print(object.a, object.b, object.c, object.d)
}

final class Wide {
    var p1 = 1, p2 = 2, p3 = 3, p4 = 4, p5 = 5, p6 = 6, p7 = 7, p8 = 8, p9 = 9, p10 = 10
    var label = "wide"
}
let wide = Wide()
wide.p10 += wide.p1
wide.p9 = wide.p10 * 2
wide.label += "r"
print(wide.p9, wide.p10, wide.label)

struct Thermometer {
    var celsius = 0.0 {
        willSet { print("will set", celsius, "to", newValue) }
        didSet { print("did set", oldValue, "to", celsius) }
    }
}
var thermometer = Thermometer()
thermometer.celsius += 1.5
thermometer.celsius = 3
print(thermometer)

final class Owner {
    let name: String
    init(name: String) { self.name = name }
    deinit { print("deinit Owner", name) }
}

struct Pet {
    weak var owner: Owner?
    var name: String
}

var pet = Pet(owner: nil, name: "Rex")
do {
    let owner = Owner(name: "Ann")
    pet.owner = owner
    let copy = pet
    print(pet.owner?.name ?? "nobody", copy.owner?.name ?? "nobody")
}
print(pet.owner?.name ?? "nobody", pet.name)

final class Report {
    var runs = 0
    lazy var title: String = {
        runs += 1
        return "Report #\(runs)"
    }()
}
let report = Report()
print(report.title, report.title, report.runs)

@Observable class Model {
    var count = 0
    var name = "m"
}

final class SubModel: Model {
    var extra = 1
}

let model = SubModel()
withObservationTracking {
    _ = model.count
} onChange: {
    print("count will change")
}
model.extra += 1
model.name = "n"
model.count += 1
model.count += 1
print(model.count, model.name, model.extra)
