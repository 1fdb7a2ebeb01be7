// Inside an enum's or struct's members, rawValue and other members need no `self.`.
enum Weekday: Int, CaseIterable {
    case monday = 1, tuesday, wednesday, thursday, friday, saturday, sunday
    var isWeekend: Bool { rawValue >= 6 }
    var short: String { String(describing: self).prefix(3).uppercased() }
    func next() -> Weekday { Weekday(rawValue: rawValue % 7 + 1)! }
}

for day in Weekday.allCases where day.isWeekend { print(day, day.rawValue) }
print(Weekday.friday.next(), Weekday.sunday.next())
print(Weekday.tuesday.short)

enum Level: String {
    case info, warning, error
    var tag: String { "[\(rawValue.uppercased())]" }
    func line(_ message: String) -> String { tag + " " + message }
}
print(Level.warning.line("disk almost full"))

struct Temperature {
    var celsius: Double
    var fahrenheit: Double { celsius * 9 / 5 + 32 }
    func describe() -> String { "\(celsius)°C is \(fahrenheit)°F" }
    mutating func warm(by delta: Double) { celsius += delta }
}
var t = Temperature(celsius: 20)
t.warm(by: 5)
print(t.describe())
