// The identity key path `\.self`: read (`map(\.self)`), written and changed through a subscript. The
// interpreter looked for a member named `self` and stopped mid-run. With an `extension Sequence` of a
// `sorted(by: KeyPath)`, `sorted(by: { … })` is still the standard library's (a closure is no key path):
// the interpreter called the extension with the closure and stopped mid-run.
var n = 5
n[keyPath: \.self] = 7
print(n)
n[keyPath: \.self] += 1
print(n, n[keyPath: \.self], ["a", "b"].map(\.self), [3, 1].sorted(by: { $0 < $1 }).map(\.self))
let kp = \String.self
print("x"[keyPath: kp])
struct Person { var name: String; var age: Int; var city: String }
let people = [Person(name: "Zoe", age: 31, city: "Oslo"), Person(name: "Adam", age: 25, city: "Rome"),
              Person(name: "Mia", age: 31, city: "Oslo"), Person(name: "Ben", age: 19, city: "Lima")]
extension Sequence {
    func sorted<T: Comparable>(by keyPath: KeyPath<Element, T>, descending: Bool = false) -> [Element] {
        sorted { descending ? $0[keyPath: keyPath] > $1[keyPath: keyPath] : $0[keyPath: keyPath] < $1[keyPath: keyPath] }
    }
    func grouped<K: Hashable>(by keyPath: KeyPath<Element, K>) -> [K: [Element]] {
        Dictionary(grouping: self, by: { $0[keyPath: keyPath] })
    }
}
print(people.sorted(by: \.age).map(\.name), people.sorted(by: \.name, descending: true).map(\.name))
let byCity = people.grouped(by: \.city)
for city in byCity.keys.sorted() { print(city, byCity[city]!.map(\.name)) }
var p = people[0]
let agePath = \Person.age
p[keyPath: agePath] += 1
let namePath: WritableKeyPath<Person, String> = \.name
p[keyPath: namePath] = "Zoey"
print(p.name, p.age, people.map(\.age).reduce(0, +), [1, 2, 3].map(\.self))
let paths: [KeyPath<Person, String>] = [\.name, \.city]
print(paths.map { people[1][keyPath: $0] })
