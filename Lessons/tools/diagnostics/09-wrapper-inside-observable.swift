// Lesson 09 (introduction): any other property wrapper inside an @Observable class fails
// too — the macro makes the property computed.
// expect-error: property wrapper cannot be applied to a computed property
import Observation

@propertyWrapper
struct Clamped {
    var wrappedValue: Int
}

@Observable
final class Shelf {
    @Clamped var count = 3
}
