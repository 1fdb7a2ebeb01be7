// An object's deinit runs first, then its stored properties go in declaration order,
// the superclass's first.
final class Part {
    let label: String
    init(_ label: String) { self.label = label }
    deinit { print("  part \(label) released") }
}

class Vehicle {
    let engine = Part("engine")
    let frame = Part("frame")
    deinit { print(" vehicle deinit") }
}

final class Car: Vehicle {
    let radio = Part("radio")
    var wheels = [Part("wheel 1"), Part("wheel 2")]
    deinit { print(" car deinit") }
}

func build() {
    let car = Car()
    print("built a car with \(car.wheels.count) wheels")
}
build()
print("---")
var maybe: Car? = Car()
maybe = nil
print("end")
