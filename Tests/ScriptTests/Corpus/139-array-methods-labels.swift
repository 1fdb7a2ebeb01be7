// Everyday Array methods whose argument labels change their meaning.
var numbers = [5, 3, 8, 1, 9, 2]
print(numbers.prefix(2), numbers.suffix(2), numbers.dropFirst(2), numbers.dropLast(3))
print(numbers.prefix(while: { $0 > 2 }), numbers.drop(while: { $0 > 2 }))
print(numbers.firstIndex(where: { $0 > 5 }) ?? -1, numbers.lastIndex(where: { $0 < 3 }) ?? -1)
print(numbers.first(where: { $0 % 2 == 0 }) ?? 0, numbers.last(where: { $0 % 2 == 0 }) ?? 0)
print(numbers.lastIndex(of: 9) ?? -1, numbers.firstIndex(of: 42) == nil)
print(numbers.min(by: { $0 % 5 < $1 % 5 }) ?? 0, numbers.max(by: { $0 % 5 < $1 % 5 }) ?? 0)
let histogram = numbers.reduce(into: [0, 0]) { counts, n in counts[n % 2] += 1 }
print(histogram)
numbers.removeAll(where: { $0 > 7 })
print(numbers)
numbers.insert(contentsOf: [10, 11], at: 1)
print(numbers)
print(numbers.starts(with: [5, 10]), numbers.elementsEqual([5, 10, 11, 3, 1, 2]))
print(["a", "b"].joined(), [["x"], ["y", "z"]].joined().count)
print(numbers.enumerated().filter { $0.offset % 2 == 0 }.map { $0.element })
print(numbers.contains(where: { $0 > 10 }), numbers.allSatisfy { $0 > 0 })
