// A generic property wrapper given arguments and a literal initial value, with no written type:
// Swift settles the wrapper's parameter from the literal (and the parameter's constraint), and
// types the attribute's arguments by it.
@propertyWrapper
struct Clamped<Value: Comparable> {
    private var value: Value
    let range: ClosedRange<Value>
    var wrappedValue: Value {
        get { value }
        set { value = min(max(newValue, range.lowerBound), range.upperBound) }
    }
    init(wrappedValue: Value, _ range: ClosedRange<Value>) {
        self.range = range
        value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
}

@propertyWrapper
struct Fraction<Value: BinaryFloatingPoint> {
    private var value: Value
    let scale: Value
    var wrappedValue: Value {
        get { value }
        set { value = newValue / scale }
    }
    init(wrappedValue: Value, scale: Value) {
        self.scale = scale
        value = wrappedValue / scale
    }
}

@propertyWrapper
struct Labeled<Value> {
    var wrappedValue: Value
    let label: String
    var projectedValue: String { "\(label): \(wrappedValue)" }
    init(wrappedValue: Value, label: String) {
        self.wrappedValue = wrappedValue
        self.label = label
    }
}

struct Mixer {
    @Clamped(0...10) var level = 5
    @Clamped(0.0...1.0) var balance = 0.5
    @Clamped(-1...1) var pan = 0.25
    @Clamped("a"..."m") var preset = "zebra"
    @Fraction(scale: 4) var gain = 3
    @Labeled(label: "name") var name = "main"
    @Labeled(label: "muted") var muted = false
}

var mixer = Mixer()
print(mixer.level, mixer.balance, mixer.pan, mixer.preset, mixer.gain)
mixer.level = 42
mixer.balance = -3
mixer.pan = 7
print(mixer.level, mixer.balance, mixer.pan)
mixer.level -= 4
mixer.gain = 50
print(mixer.level, mixer.gain, type(of: mixer.gain), type(of: mixer.level))
print(mixer.$name, mixer.$muted)
mixer.muted.toggle()
print(mixer.$muted)
