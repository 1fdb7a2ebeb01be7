// Lesson 09 (introduction) and exercise 08's first hint: a @Published left inside an
// @Observable class does not compile (the macro makes the property computed).
// needs: views
// expect-error: property wrapper cannot be applied to a computed property
import LegacyObservation
import Observation

@Observable
final class Library {
    @Published var title = "My books"
}
