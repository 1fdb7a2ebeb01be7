// A closure for map that prints instead of producing the value.
let prices = [3, 5, 8]
print("prices:", prices)
let labels: [String] = prices.map { price in print("$\(price)") }
print(labels)
