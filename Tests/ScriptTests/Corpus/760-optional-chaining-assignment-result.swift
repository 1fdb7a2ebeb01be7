// An assignment through an optional chain is an expression of type `Void?`: nil when the
// chain stopped at a nil, so a program can tell whether the value was stored.
class Engine { var power = 100 }
class Car { var engine: Engine? }

func newPower(_ value: Int) -> Int {
    print("computing \(value)")
    return value
}

let car = Car()
if (car.engine?.power = newPower(150)) != nil {
    print("stored without an engine")
} else {
    print("no engine: nothing stored")
}
let missing: Void? = car.engine?.power = 10
print(missing == nil)

car.engine = Engine()
if (car.engine?.power = newPower(200)) != nil {
    print("stored: \(car.engine!.power)")
}
if (car.engine?.power += 5) != nil {
    print("added: \(car.engine!.power)")
}

var garage: [Car]? = nil
print((garage?[0].engine = Engine()) == nil)
garage = [car]
print((garage?[0].engine?.power = 1) != nil, car.engine!.power)
