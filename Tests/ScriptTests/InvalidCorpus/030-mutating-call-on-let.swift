// Calling a mutating method on a struct held in a `let`.
struct Counter {
    var count = 0
    mutating func increment() { count += 1 }
}

let counter = Counter()
print("count:", counter.count)
counter.increment()
print("count:", counter.count)
