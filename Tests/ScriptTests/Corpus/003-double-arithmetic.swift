// Double printing uses the shortest representation that round-trips.
let price = 19.99
let quantity = 3
let total = price * Double(quantity)
print("total:", total)
print(0.1 + 0.2)
print(1.0, 2.5, -0.75, 100.0)
print(10.0 / 4.0)
print(Double(7) / 2)
print("truncated:", Int(7.9), Int(-7.9))
let average = Double(10 + 20 + 25) / 3.0
print("average:", average)
print("compare:", 0.5 < 0.75, 2.0 == 2.0)
let progress = 0.25
print("progress \(progress * 100)%")
print(Double("3.5") ?? 0.0)
