// Type mismatch in an initializer argument: a Double where the model wants an Int.
import Observation

@Observable final class Timer {
    var seconds: Int
    init(seconds: Int) { self.seconds = seconds }
}

print("starting timers")
let short = Timer(seconds: 30)
print(short.seconds)
let long = Timer(seconds: 90.5)
print(long.seconds)
