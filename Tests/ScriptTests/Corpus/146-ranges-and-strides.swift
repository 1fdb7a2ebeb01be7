// Ranges and strides, including Double strides and pattern matching with ~=.
print(Array(stride(from: 0, through: 10, by: 5)), Array(stride(from: 10, to: 0, by: -3)))
print(Array(stride(from: 0.0, through: 1.0, by: 0.25)))
let workHours = 9..<17
print(workHours ~= 12, workHours ~= 17, workHours.isEmpty, (5..<5).isEmpty)
let closed = 1...5
print(closed.count, closed.first ?? 0, closed.last ?? 0, closed.reversed().map { $0 })
print((0..<10).filter { $0.isMultiple(of: 4) }, (1...3).map { String($0) }.joined())
let letters = Array("abcdef")
print(letters[1..<3], letters[2...].count, letters[..<2])
print((1...10).reduce(1, *))
for hour in stride(from: 9, through: 12, by: 3) {
    print("meeting at \(hour)")
}
