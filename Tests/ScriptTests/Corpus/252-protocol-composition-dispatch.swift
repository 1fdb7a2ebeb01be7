// Protocol composition: extension-only members of each protocol dispatch statically.
protocol Named { var name: String { get } }
protocol Aged { var age: Int { get } }

extension Named { func tag() -> String { "#\(name)" } }
extension Aged { func era() -> String { age > 30 ? "senior" : "junior" } }

struct Person: Named, Aged {
    var name: String
    var age: Int
    func tag() -> String { "@\(name)" }
    func era() -> String { "person" }
}

let people: [any Named & Aged] = [Person(name: "ann", age: 40), Person(name: "bo", age: 20)]
for p in people { print(p.tag(), p.era()) }
let ann = Person(name: "ann", age: 40)
print(ann.tag(), ann.era())
func badge<T: Named & Aged>(_ x: T) -> String { x.tag() + "/" + x.era() }
print(badge(ann))
