// Methods of a generic type, and of `extension Array` / `extension Collection`, whose bodies use
// the type's parameter as a type (`reduce(0, +)`, `.zero`, `T.self`): Swift knows `T` from the
// receiver's type (`Tally<Double>`, `[Double]`), even when the array is empty; so does the
// workbook: each call passes the type its receiver names.

extension Array where Element: Numeric {
    func total() -> Element { reduce(0, +) }
    func doubledTotal() -> Element { reduce(0, +) * 2 }
}

extension Collection where Element: BinaryFloatingPoint {
    func mean() -> Element { isEmpty ? 0 : reduce(0, +) / Element(count) }
}

struct Tally<T: Numeric> {
    var entries: [T] = []
    mutating func add(_ value: T) { entries.append(value) }
    func sum(_ values: [T]) -> T { values.reduce(0, +) }
    func summary() -> String {
        let total: T = entries.reduce(into: 0) { $0 += $1 }
        return "\(T.self) tally: \(total)"
    }
    func zero() -> T { .zero }
    func balance() -> T { entries.reduce(into: .zero) { $0 += $1 } }
}

print([1.5, 2].total(), [Double]().total(), [1, 2].total(), [Int8(3)].doubledTotal())
print([2.0, 3.0].mean(), [Double]().mean(), [Float(1)].mean())

var distances = Tally<Double>()
print(distances.summary(), distances.zero(), distances.sum([]))
distances.add(2.5)
distances.add(4)
print(distances.summary(), distances.sum([1, 2]))

var visits = Tally<Int>(entries: [4])
print(visits.summary(), visits.sum([1]), visits.zero(), visits.balance(), Tally<Double>().balance())

let noPrices: [Double] = []
print(noPrices.total(), noPrices.mean(), type(of: noPrices.total()))
