// `T.init(label:)` as a function, a failable init with compactMap, an init added to String
// by an extension, an operator passed as a function inside an extension of Array.
struct Temperature: CustomStringConvertible {
    let celsius: Double
    init(celsius: Double) { self.celsius = celsius }
    init?(text: String) {
        guard text.hasSuffix("C"), let v = Double(text.dropLast()) else { return nil }
        self.init(celsius: v)
    }
    var description: String { "\(celsius)°C" }
}
let readings = ["21C", "bad", "19.5C"].compactMap(Temperature.init(text:))
print(readings)
let make = Temperature.init(celsius:)
print([1.0, 2.0].map(make))
extension String {
    init(repeating word: String, count: Int, separator: String) {
        self = Array(repeating: word, count: count).joined(separator: separator)
    }
}
print(String(repeating: "ab", count: 3, separator: "-"), String(repeating: "xy", count: 2))
extension Array where Element: Numeric {
    func total() -> Element { reduce(0, +) }
    func product() -> Element { reduce(1, *) }
}
print([1, 2, 3, 4].total(), [1.5, 2.0].product(), [Double]().total())
let pairs = [("ana", 3), ("bo", 5)]
print(pairs.map(\.0), pairs.map(\.1).reduce(0, +))
