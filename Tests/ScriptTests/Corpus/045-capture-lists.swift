// Capture lists copy a value at creation; [weak self] avoids a retain cycle.
var counter = 1
let byReference = { print("reference sees", counter) }
let byValue = { [counter] in print("value sees", counter) }
counter = 99
byReference()
byValue()

let base = 10
let offsetValue = 5
let adder = { [offset = offsetValue * 2] (x: Int) in x + base + offset }
print(adder(1))

final class Timer {
    var ticks = 0
    var onTick: (() -> Void)?
    init() {
        onTick = { [weak self] in
            guard let self else {
                print("timer is gone")
                return
            }
            self.ticks += 1
            print("tick", self.ticks)
        }
    }
    deinit { print("timer deinit") }
}

var timer: Timer? = Timer()
let tick = timer!.onTick!
tick()
tick()
timer = nil
tick()
