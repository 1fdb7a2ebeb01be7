// defer runs at scope exit, last declared first, after the return value is computed.
func load(_ name: String) -> Int {
    print("open", name)
    defer { print("close", name) }
    defer { print("flush", name) }
    if name.isEmpty {
        print("nothing to load")
        return 0
    }
    print("reading", name)
    return name.count
}
print("result", load("tasks"))
print("result", load(""))

var counter = 0
func next() -> Int {
    defer { counter += 1 }
    return counter
}
print(next(), next(), counter)

for i in 1...2 {
    defer { print("end of iteration", i) }
    print("iteration", i)
}
do {
    defer { print("leaving do") }
    print("inside do")
}
