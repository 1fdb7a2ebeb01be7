// A class that conforms by the protocol extension's default keeps that default as its witness:
// a subclass's method of the same name does not override it, so a call through the protocol
// (`any Greeter`, `T: Greeter`) runs the default. A real override still wins.
protocol Greeter { func greet() -> String }
extension Greeter { func greet() -> String { "hello from the default" } }
class Base: Greeter {}
class Sub: Base { func greet() -> String { "hello from Sub" } }
class SubSub: Sub { override func greet() -> String { "hello from SubSub" } }

class Speaker: Greeter { func greet() -> String { "Speaker speaks" } }
class Loud: Speaker { override func greet() -> String { "LOUD" } }

func viaGeneric<T: Greeter>(_ greeter: T) -> String { greeter.greet() }
let existential: any Greeter = Sub()
print(existential.greet())
print(viaGeneric(Sub()), "|", viaGeneric(SubSub()))
print(Sub().greet(), "|", SubSub().greet())
let everyone: [any Greeter] = [Base(), Sub(), SubSub(), Speaker(), Loud()]
for greeter in everyone { print(greeter.greet()) }
print(everyone.map { $0.greet() }.filter { $0.contains("default") }.count)
