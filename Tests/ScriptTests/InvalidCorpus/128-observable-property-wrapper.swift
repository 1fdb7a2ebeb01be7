// A property wrapper on an @Observable property: the macro's storage clashes with the wrapper's.
import Observation

@propertyWrapper struct Clamped {
    private var value: Int
    init(wrappedValue: Int) { value = min(max(wrappedValue, 0), 100) }
    var wrappedValue: Int {
        get { value }
        set { value = min(max(newValue, 0), 100) }
    }
}

print("setting the volume")

@Observable final class VolumeModel {
    @Clamped var level: Int = 50
}

let volume = VolumeModel()
volume.level = 120
print("volume:", volume.level)
