// A class's own property initializers run when its designated init starts: a subclass's
// before its body and `super.init`, the base's after. Convenience inits delegate first.
class Resource {
    let name: String
    init(name: String) { self.name = name; print("open \(name)") }
    deinit { print("close \(name)") }
}
class Base {
    let baseResource = Resource(name: "base")
    init() { print("Base.init") }
}
class Derived: Base {
    let derivedResource = Resource(name: "derived")
    override init() {
        print("Derived.init before super")
        super.init()
        print("Derived.init after super")
    }
    convenience init(label: String) {
        print("convenience \(label)")
        self.init()
    }
}
do {
    let d = Derived()
    print("using", d.baseResource.name, d.derivedResource.name)
}
print("--")
_ = Derived(label: "x")
print("done")
