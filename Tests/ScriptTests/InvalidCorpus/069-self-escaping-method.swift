// An escaping closure calls a method without `self.`.
final class Ticker {
    var ticks = 0
    var handlers: [() -> Void] = []

    func tick() { ticks += 1 }

    func start() {
        print("starting")
        handlers.append { tick() }
    }
}

let t = Ticker()
t.start()
t.handlers.forEach { $0() }
print(t.ticks)
