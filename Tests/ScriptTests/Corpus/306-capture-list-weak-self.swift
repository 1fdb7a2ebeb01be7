// A closure stored on an object: [weak self] avoids a cycle, a strong capture keeps it.
final class Timer {
    let name: String
    var onTick: (() -> Void)?
    init(name: String) { self.name = name }
    func start() {
        onTick = { [weak self] in
            guard let self else { print("tick: gone"); return }
            print("tick: \(self.name)")
        }
    }
    deinit { print("timer \(name) deinit") }
}

var timer: Timer? = Timer(name: "weak")
timer?.start()
timer?.onTick?()
let saved = timer?.onTick
timer = nil
saved?()

final class Counter {
    var count = 0
    deinit { print("counter deinit") }
}
var counter: Counter? = Counter()
let increment = { [unowned counter = counter!] in counter.count += 1; print("count", counter.count) }
increment()
increment()
counter = nil
print("done")
