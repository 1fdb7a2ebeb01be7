// A class that conforms by a protocol extension's default keeps that default as its witness:
// a subclass's method or property of the same name does not override it. Reached through the
// protocol (an existential, a generic `T`, `self` inside the extension) or through the
// conforming class's static type, the default runs; through the subclass's own type, its member.
protocol Greeter {
    func greet() -> String
    var title: String { get }
}
extension Greeter {
    func greet() -> String { "hello" }
    var title: String { "guest" }
    func shout() -> String { greet().uppercased() + " " + self.greet() + " " + title }
}
class Host: Greeter {
    func introduce() -> String { "\(greet()), \(title)" }
}
class Butler: Host {
    func greet() -> String { "good evening" }
    var title: String { "sir" }
}
class Robot: Greeter { func greet() -> String { "beep" } }
class Android: Robot { override func greet() -> String { "hello, human" } }

func viaGeneric<T: Greeter>(_ g: T) -> String { g.greet() + " / " + g.title }
func viaExistential(_ g: any Greeter) -> String { g.greet() + " / " + g.title }

let butler = Butler()
let host: Host = butler
let everyone: [any Greeter] = [Host(), butler, Robot(), Android()]
print(everyone.map { $0.greet() })
print(everyone.map { $0.shout() })
print(everyone.map { $0.title })
print(viaGeneric(butler), "|", viaExistential(butler), "|", viaGeneric(Android()))
print(butler.greet(), butler.title, "|", host.greet(), host.title, "|", (butler as Host).greet())
print(butler.introduce(), "|", Android().shout(), "|", (Android() as Robot).greet())
