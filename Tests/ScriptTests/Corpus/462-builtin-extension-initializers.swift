// Initializers a program adds to builtin types run with their own labels, failable ones too.
struct Temperature {
    var celsius: Double
}

extension Double {
    init(fahrenheit: Double) {
        self = (fahrenheit - 32) * 5 / 9
    }

    init?(percent text: String) {
        guard text.hasSuffix("%"), let value = Double(text.dropLast()) else { return nil }
        self = value / 100
    }
}

extension String {
    init(temperature: Temperature) {
        self = "\(temperature.celsius)°C"
    }
}

extension Int {
    init(digitsIn text: String) {
        self = text.filter(\.isNumber).count
    }
}

let boiling = Double(fahrenheit: 212)
print(boiling, Double(fahrenheit: 32), Double(fahrenheit: -40))
for text in ["50%", "12.5%", "abc%", "7"] {
    print(text, "->", Double(percent: text) as Any)
}
print(String(temperature: Temperature(celsius: boiling)))
print(Int(digitsIn: "route 66, exit 9"), Int("42")!, String(7), Double("0.5")!)
