// Counters that must wrap instead of trapping use the wrapping operators.
var hash = 5381
for code in [111, 98, 115, 101, 114, 118, 101] {
    hash = (hash &* 33) &+ code
}
print(hash)
var x = 1
for _ in 0..<70 { x = x &* 2 }
print(x)
var tick: UInt8 = 250
for _ in 0..<10 { tick = tick &+ 1 }
print(tick)
print(Int.max / 2, Int.min / 2)
print(Int.max &+ Int.max)
