// Property wrappers as everyday code uses them: a wrapper with an argument beside its value
// and a Bool projection read through `$level` inside a mutating method, a generic class
// wrapper (inferred and written `<String>`) that logs from its init, a wrapper on a local
// variable, and one with only `init()` next to a `private(set)` property.

@propertyWrapper
struct Clamped {
    private var value: Int
    let range: ClosedRange<Int>
    var projectedValue: Bool = false
    init(wrappedValue: Int, _ range: ClosedRange<Int>) {
        self.range = range
        self.value = min(max(wrappedValue, range.lowerBound), range.upperBound)
    }
    var wrappedValue: Int {
        get { value }
        set {
            let clamped = min(max(newValue, range.lowerBound), range.upperBound)
            projectedValue = clamped != newValue
            value = clamped
        }
    }
}

struct Volume {
    @Clamped(0...10) var level: Int = 5
    var name = "speaker"
    mutating func louder(by step: Int) -> Bool {
        level += step
        return $level
    }
}

var v = Volume()
print(v.level)
print(v.louder(by: 3), v.level)
print(v.louder(by: 9), v.level)
print(v.$level)
print(v)

@propertyWrapper
final class Logged<Value> {
    var history: [Value] = []
    var wrappedValue: Value {
        didSet { history.append(wrappedValue) }
    }
    init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
        print("start at \(wrappedValue)")
    }
    var projectedValue: [Value] { history }
}

class Account {
    @Logged var balance: Double = 0
    @Logged<String> var owner = "nobody"
    func deposit(_ amount: Double) { balance += amount }
}

let account = Account()
account.deposit(10)
account.deposit(2.5)
account.owner = "Ana"
print(account.balance, account.$balance, account.$owner)

func counting() {
    @Clamped(1...3) var tries: Int = 0
    print("tries", tries)
    for _ in 0..<5 { tries += 1 }
    print("tries", tries, $tries)
}
counting()

@propertyWrapper
struct Uppercased {
    var wrappedValue: String {
        didSet { wrappedValue = wrappedValue.uppercased() }
    }
    init() { wrappedValue = "" }
}
struct Label {
    @Uppercased var text: String
    private(set) var count = 0
    mutating func set(_ s: String) { text = s; count += 1 }
}
var label = Label()
label.set("hello")
print(label.text, label.count)
print(label)
