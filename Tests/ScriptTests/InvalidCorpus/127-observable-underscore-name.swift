// A private `_count` beside `count`: the macro already stores `count` in `_count`.
import Observation

print("counting taps")

@Observable final class TapCounter {
    var count = 0
    private var _count = 0

    func tap() { count += 1 }
}

let counter = TapCounter()
counter.tap()
print("taps:", counter.count)
