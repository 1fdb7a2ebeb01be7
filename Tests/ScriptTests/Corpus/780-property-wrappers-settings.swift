// A settings screen's model: a wrapper with an argument beside its value, a generic wrapper
// with explicit and inferred arguments, a wrapper made with arguments but no initial value,
// a projection that is itself a struct, and a class wrapper that copies of a struct share.

@propertyWrapper
struct Clamped {
    private var value: Double
    let bounds: ClosedRange<Double>
    init(wrappedValue: Double, _ bounds: ClosedRange<Double>) {
        self.bounds = bounds
        value = min(max(wrappedValue, bounds.lowerBound), bounds.upperBound)
    }
    var wrappedValue: Double {
        get { value }
        set { value = min(max(newValue, bounds.lowerBound), bounds.upperBound) }
    }
}

@propertyWrapper
struct Previous<Value> {
    var wrappedValue: Value {
        didSet { previous = oldValue }
    }
    private(set) var previous: Value?
    init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
    var projectedValue: Value? { previous }
}

struct Limits {
    var low: Int
    var high: Int
}

@propertyWrapper
struct Counted {
    private(set) var writes = 0
    private var stored: String
    let limit: Int
    init(limit: Int) {
        self.limit = limit
        stored = ""
    }
    var wrappedValue: String {
        get { stored }
        set {
            writes += 1
            stored = String(newValue.prefix(limit))
        }
    }
    var projectedValue: Limits { Limits(low: 0, high: limit) }
}

final class Shared {
    var log: [String] = []
}

@propertyWrapper
struct Journal {
    let shared = Shared()
    var wrappedValue: String {
        get { shared.log.last ?? "-" }
        nonmutating set { shared.log.append(newValue) }
    }
    var projectedValue: [String] { shared.log }
}

struct Settings {
    @Previous<Int> var volume: Int = 150
    @Clamped(0.5...2.0) var speed: Double = 1
    @Previous var theme = "light"
    @Counted(limit: 5) var nickname: String
    @Journal var status: String
    private(set) var changes = 0

    mutating func apply(volume: Int, speed: Double) {
        self.volume = volume
        self.speed = speed
        changes += 1
    }
}

var settings = Settings()
print(settings.volume, settings.speed)
settings.apply(volume: -20, speed: 3)
print(settings.volume, String(describing: settings.$volume), settings.speed, settings.changes)
settings.theme = "dark"
print(settings.theme, settings.$theme ?? "none")
settings.nickname = "Alexandra"
print(settings.nickname, settings.nickname)
settings.nickname += "!"
print(settings.$nickname.high, settings.$nickname, settings.nickname)

var copy = settings
settings.status = "saved"
copy.status = "synced"
print(settings.status, copy.$status)
print(settings.$status.count)

func describeTemperature(_ reading: Double) -> String {
    @Clamped(-40...50) var celsius: Double = 0
    celsius = reading
    return "read \(reading), kept \(celsius)"
}
print(describeTemperature(72.5))
print(describeTemperature(-3))
