// An implicit member called where the context names the type: an array literal's other elements,
// a ternary's other branch, the other side of an operator.
struct Temperature: Comparable, CustomStringConvertible {
    var celsius: Double
    static func < (a: Self, b: Self) -> Bool { a.celsius < b.celsius }
    static func freezing() -> Temperature { Temperature(celsius: 0) }
    var description: String { "\(celsius)°C" }
}
enum Shape { case circle(r: Double), square(Double) }

let temps = [Temperature(celsius: 21.5), .init(celsius: -3), .freezing()]
print(temps.max()!, temps.sorted(), temps.min()!)
let mixed = [.init(celsius: 4), Temperature(celsius: 8)]
print(mixed.map(\.celsius))
let shapes = [Shape.circle(r: 1), .square(2)]
print(shapes)
let warm = true
let t = warm ? Temperature(celsius: 25) : .init(celsius: 5)
print(t, warm ? .freezing() : t)
print(temps[0] == .init(celsius: 21.5), .freezing() < temps[0])
let optionals: [Temperature?] = [nil, .init(celsius: 1)]
print(optionals.compactMap { $0 })
// A string's subscript by a range is a Substring, by an index a Character, before the run.
let s = "Hello, wörld"
let comma = s.firstIndex(of: ",")!
print(s[..<comma], s[s.index(after: comma)...].dropFirst(), s[comma], type(of: s[comma...]))
