// A generic property wrapper given arguments: `@Clamped(-40...50) var celsius: Double = 0` is a
// `Clamped<Double>`, so `-40...50` is a `ClosedRange<Double>` (in a struct, a class, a function).
// The interpreter once refused every argument to a generic wrapper.
@propertyWrapper
struct Clamped<Value: Comparable> {
    var value: Value
    let range: ClosedRange<Value>
    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
    var projectedValue: ClosedRange<Value> { range }
}
struct Thermostat {
    @Clamped(-40...50) var celsius: Double = 0
    @Clamped(1...3) var fan: Int = 9
}
var t = Thermostat()
print(t.celsius, t.fan, t.$celsius, t.$fan)
t.celsius = 99
t.fan -= 5
print(t.celsius, t.fan)
func local() {
    @Clamped(0...1) var ratio: Double = 0.25
    ratio += 2
    print(ratio, $ratio)
}
local()
class Mixer { @Clamped(0...100) var volume: Int = 50 }
let m = Mixer()
m.volume += 70
print(m.volume)
