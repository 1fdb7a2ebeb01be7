// Wrapping operators never trap; they wrap around the type's range.
var counter = Int.max
counter &+= 1
print(counter == Int.min)
counter &-= 1
print(counter == Int.max)
var product = Int.max
product &*= 2
print(product)
print(Int.min &- 1 == Int.max)
print(5 &+ 3, 5 &- 3, 5 &* 3)
print(Int.max, Int.min)
