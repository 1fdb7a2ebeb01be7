// A generic function that uses `+` without a constraint that provides it.
func total<T>(_ values: [T]) -> T {
    var sum = values[0]
    for v in values.dropFirst() {
        sum = sum + v
    }
    return sum
}

print("totals:")
print(total([1, 2, 3]))
