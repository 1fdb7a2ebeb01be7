// Memberwise init with defaults, and a custom init in an extension keeping the memberwise one.
struct Preferences {
    var theme = "light"
    var fontSize = 14
    var notifications = true
}

let defaults = Preferences()
let custom = Preferences(theme: "dark")
let large = Preferences(fontSize: 20, notifications: false)
print(defaults.theme, defaults.fontSize, defaults.notifications)
print(custom.theme, custom.fontSize)
print(large.theme, large.fontSize, large.notifications)

struct Point {
    var x: Int
    var y: Int
}
extension Point {
    init(both value: Int) {
        self.init(x: value, y: value)
    }
}
let p = Point(x: 1, y: 2)
let q = Point(both: 7)
print(p.x, p.y, q.x, q.y)

struct Temperature {
    let celsius: Double
    init(fahrenheit: Double) {
        celsius = (fahrenheit - 32) / 1.8
    }
}
print(Temperature(fahrenheit: 212).celsius)
