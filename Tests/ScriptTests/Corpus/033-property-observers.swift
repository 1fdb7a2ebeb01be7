// willSet sees newValue before the store, didSet sees oldValue after it.
struct Settings {
    var volume: Int = 5 {
        willSet {
            print("volume will change \(volume) -> \(newValue)")
        }
        didSet {
            print("volume did change \(oldValue) -> \(volume)")
            if volume > 10 {
                volume = 10
            }
        }
    }
    var name = "default" {
        didSet(previous) { print("renamed from \(previous) to \(name)") }
    }
}

var settings = Settings()
settings.volume = 7
settings.volume = 15
print("now", settings.volume)
settings.volume += 1
settings.name = "loud"
settings.name = "loud"

final class Tracker {
    var hits = 0 { didSet { print("hits \(oldValue) -> \(hits)") } }
    init() { hits = 1 }
}
let tracker = Tracker()
tracker.hits += 2
print(tracker.hits)
