// Unit conversions with Double parameters called with integer literals.
func celsius(fromFahrenheit f: Double) -> Double { (f - 32) * 5 / 9 }
func fahrenheit(fromCelsius c: Double) -> Double { c * 9 / 5 + 32 }

print(celsius(fromFahrenheit: 212))
print(fahrenheit(fromCelsius: 100))
print(fahrenheit(fromCelsius: -40))
let readings = [0, 25, 37].map { fahrenheit(fromCelsius: Double($0)) }
print(readings)
let warm = readings.filter { $0 > 70 }
print(warm.count)

struct Reading {
    var value: Double
    var unit = "C"
    func converted() -> Reading {
        unit == "C" ? Reading(value: fahrenheit(fromCelsius: value), unit: "F") : self
    }
}
print(Reading(value: 20).converted())
