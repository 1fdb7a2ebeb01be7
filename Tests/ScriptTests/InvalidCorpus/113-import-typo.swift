import Obsevation

@Observable final class Counter {
    var value = 0
}

let counter = Counter()
counter.value += 1
print(counter.value)

// A misspelt module name, on line 1 (so nothing can print before it).
