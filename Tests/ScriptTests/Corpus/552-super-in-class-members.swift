// `super` in a `class func`, a `class var` read through `Self`, and `super.x = v` in a setter.
class Vehicle {
    class func kind() -> String { "vehicle" }
    class var wheels: Int { 4 }
    func describe() -> String { "\(Self.kind()) on \(Self.wheels) wheels" }
}
class Bike: Vehicle {
    override class func kind() -> String { "bike (" + super.kind() + ")" }
    override class var wheels: Int { 2 }
}
final class Tandem: Bike {
    override class func kind() -> String { "tandem/" + super.kind() }
}
let all: [Vehicle] = [Vehicle(), Bike(), Tandem()]
for v in all { print(v.describe()) }
print(type(of: all[2]).kind())

class Temperature {
    var celsius: Double { didSet { print("celsius set to \(celsius)") } }
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
    init(celsius: Double) { self.celsius = celsius }
}
class Thermostat: Temperature {
    override var fahrenheit: Double {
        get { super.fahrenheit + 0.5 }
        set {
            super.fahrenheit = newValue
            print("thermostat set")
        }
    }
}
let t = Thermostat(celsius: 20)
print(t.fahrenheit)
t.fahrenheit = 212
print(t.celsius)
