// A local `var` read in a loop before it is given its first value.
func total(of prices: [Double]) -> Double {
    var sum: Double
    for price in prices {
        sum += price
    }
    return sum
}

print("adding prices")
print(total(of: [1.5, 2.5]))
