// An @Observable subclass: property initializers in init order, a convenience init inherited
// from the base (the subclass overrides its designated init), `super` in `class` members.
import Observation

func note(_ s: String) -> Int { print("default", s); return s.count }

@Observable
class Model {
    var a = note("Model.a")
    var b: Int
    init(b: Int) {
        self.b = b
        print("Model.init")
    }
    convenience init() {
        self.init(b: 1)
        print("Model.convenience")
    }
}
@Observable
final class Sub: Model {
    var c = note("Sub.c")
    override init(b: Int) {
        print("Sub.init start")
        super.init(b: b * 2)
        print("Sub.init end", a, self.b, c)
    }
}
let s = Sub()
withObservationTracking { _ = s.c } onChange: { print("c changes") }
s.c += 1
print(s.a, s.b, s.c)

class A {
    class func make() -> String { "A" }
    class var tag: String { "a" }
}
class B: A {
    override class func make() -> String { super.make() + "B" + tag }
    override class var tag: String { super.tag + "b" }
}
let metas: [A.Type] = [A.self, B.self]
print(metas.map { $0.make() }, metas.map(\.tag))
