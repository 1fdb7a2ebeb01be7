// while with break and continue.
var remaining = 5
while remaining > 0 {
    remaining -= 2
    print("remaining", remaining)
}
var n = 27
var steps = 0
while n != 1 {
    n = n % 2 == 0 ? n / 2 : 3 * n + 1
    steps += 1
}
print("collatz steps:", steps)
var i = 0
while true {
    i += 1
    if i % 2 == 0 {
        continue
    }
    if i > 7 {
        break
    }
    print("odd", i)
}
print("stopped at", i)
