// Counters with explicit widths, observed by an @Observable model.
import Observation

@Observable
final class Meter {
    var reading: UInt16 = 65530
    var ticks: Int8 = 0
    func advance() {
        reading = reading &+ 3
        ticks += 1
    }
}

let meter = Meter()
withObservationTracking {
    print("reading", meter.reading)
} onChange: {
    print("reading changes")
}
meter.advance()
meter.advance()
print(meter.reading, meter.ticks)
print(type(of: meter.reading), type(of: meter.ticks))
print(UInt16.max - meter.reading)
