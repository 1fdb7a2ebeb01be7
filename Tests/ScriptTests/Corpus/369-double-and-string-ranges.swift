// Ranges over Double and String answer contains, bounds and isEmpty.
let unit = 0.0...1.0
let half = 0.0..<0.5
print(unit.contains(0.5), unit.contains(1.0), half.contains(0.5), half.isEmpty)
print(unit.lowerBound, unit.upperBound, half.upperBound)
let letters = "a"..."m"
print(letters.contains("k"), letters.contains("z"))
let empty = 2.0..<2.0
print(empty.isEmpty, empty.contains(2.0))
let temperatures = [-3.5, 12.0, 21.5, 30.0]
let comfortable = 18.0...24.0
print(temperatures.filter { comfortable.contains($0) })
