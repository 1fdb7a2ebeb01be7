// An override's observers wrap the superclass's: its willSet first, its didSet last.
class Setting {
    var value: Int = 0 {
        willSet { print("  Setting willSet \(value) -> \(newValue)") }
        didSet { print("  Setting didSet \(oldValue) -> \(value)") }
    }
    init(value: Int) {
        self.value = value
        print("Setting init done")
    }
}

class ClampedSetting: Setting {
    override var value: Int {
        willSet { print("  Clamped willSet \(newValue)") }
        didSet {
            print("  Clamped didSet \(oldValue)")
            if value > 100 { value = 100 }
        }
    }
    init() {
        super.init(value: 1)
        value = 2
        print("ClampedSetting init done")
    }
}

let setting = ClampedSetting()
print("set 50")
setting.value = 50
print("set 500")
setting.value = 500
print("final", setting.value)
let plain = Setting(value: 7)
plain.value = 8
