// Issue 17: small programs, each written once in Swift (run by the workbook and compiled by
// swiftc -Onone) and once in Python (CPython), doing the same work and printing the same line.
// Sized so that CPython takes some 0.03–0.1 s on an idle machine (the README's debug build is run too).

struct Microbenchmark {
    let name: String
    let swift: String
    let python: String
}

let microbenchmarks: [Microbenchmark] = [
    Microbenchmark(
        name: "loop arithmetic",
        swift: """
            var sum = 0
            for i in 0..<300_000 { sum += i * 2 }
            print(sum)
            """,
        python: """
            sum = 0
            for i in range(300_000):
                sum += i * 2
            print(sum)
            """),
    Microbenchmark(
        name: "function calls",
        swift: """
            func add(_ a: Int, _ b: Int) -> Int { a + b }
            var total = 0
            for i in 0..<100_000 { total = add(total, i) }
            print(total)
            """,
        python: """
            def add(a, b):
                return a + b
            total = 0
            for i in range(100_000):
                total = add(total, i)
            print(total)
            """),
    Microbenchmark(
        name: "closure calls",
        swift: """
            let step = 3
            let advance = { (x: Int) -> Int in x + step }
            var total = 0
            for _ in 0..<100_000 { total = advance(total) }
            print(total)
            """,
        python: """
            step = 3
            advance = lambda x: x + step
            total = 0
            for _ in range(100_000):
                total = advance(total)
            print(total)
            """),
    Microbenchmark(
        name: "struct properties",
        swift: """
            struct Point { var x: Int; var y: Int }
            var p = Point(x: 0, y: 1)
            for i in 0..<100_000 {
                p.x += i
                p.y = p.x - p.y
            }
            print(p.x, p.y)
            """,
        python: """
            class Point:
                __slots__ = ("x", "y")
                def __init__(self, x, y):
                    self.x = x
                    self.y = y
            p = Point(0, 1)
            for i in range(100_000):
                p.x += i
                p.y = p.x - p.y
            print(p.x, p.y)
            """),
    Microbenchmark(
        name: "class properties",
        swift: """
            final class Counter { var value = 0; var steps = 0 }
            let c = Counter()
            for i in 0..<100_000 {
                c.value += i
                c.steps = c.steps + 1
            }
            print(c.value, c.steps)
            """,
        python: """
            class Counter:
                def __init__(self):
                    self.value = 0
                    self.steps = 0
            c = Counter()
            for i in range(100_000):
                c.value += i
                c.steps = c.steps + 1
            print(c.value, c.steps)
            """),
    Microbenchmark(
        name: "array append + iterate",
        swift: """
            var items: [Int] = []
            for i in 0..<200_000 { items.append(i) }
            var sum = 0
            for x in items { sum += x }
            print(items.count, sum)
            """,
        python: """
            items = []
            for i in range(200_000):
                items.append(i)
            sum = 0
            for x in items:
                sum += x
            print(len(items), sum)
            """),
    Microbenchmark(
        name: "dictionary updates",
        swift: """
            var counts: [Int: Int] = [:]
            for i in 0..<100_000 { counts[i % 100, default: 0] += i }
            print(counts.count, counts[7]!)
            """,
        python: """
            counts = {}
            for i in range(100_000):
                counts[i % 100] = counts.get(i % 100, 0) + i
            print(len(counts), counts[7])
            """),
    Microbenchmark(
        name: "string building",
        swift: """
            var text = ""
            for i in 0..<100_000 { text += String(i % 10) }
            print(text.count)
            """,
        python: """
            text = ""
            for i in range(100_000):
                text += str(i % 10)
            print(len(text))
            """),
    Microbenchmark(
        name: "@Observable untracked",
        swift: """
            import Observation
            @Observable final class Model { var value = 0 }
            let model = Model()
            for i in 0..<100_000 { model.value = model.value + i }
            print(model.value)
            """,
        python: """
            class Model:
                def __init__(self):
                    self._value = 0
                    self.observers = []
                @property
                def value(self):
                    return self._value
                @value.setter
                def value(self, new):
                    fired, self.observers = self.observers, []
                    for f in fired:
                        f()
                    self._value = new
            model = Model()
            for i in range(100_000):
                model.value = model.value + i
            print(model.value)
            """),
    Microbenchmark(
        name: "@Observable tracked",
        swift: """
            import Observation
            @Observable final class Model { var value = 0 }
            let model = Model()
            var changes = 0
            for i in 0..<20_000 {
                withObservationTracking { _ = model.value } onChange: { changes += 1 }
                model.value = i
            }
            print(model.value, changes)
            """,
        python: """
            class Model:
                def __init__(self):
                    self._value = 0
                    self.observers = []
                    self.reads = None
                @property
                def value(self):
                    if self.reads is not None:
                        self.reads.append("value")
                    return self._value
                @value.setter
                def value(self, new):
                    fired, self.observers = self.observers, []
                    for f in fired:
                        f()
                    self._value = new
            def track(model, apply, on_change):
                model.reads = []
                apply()
                if model.reads:
                    model.observers.append(on_change)
                model.reads = None
            model = Model()
            changes = 0
            def changed():
                global changes
                changes += 1
            for i in range(20_000):
                track(model, lambda: model.value, changed)
                model.value = i
            print(model.value, changes)
            """),
]
