// Lesson 09 (introduction) and exercise 08's first hint: a @Published left inside an
// @Observable class does not compile. With the workbook's @Published (shaped like
// Combine's: it reaches its enclosing instance), swiftc reports the clash of the storage
// both the wrapper and the macro declare.
// needs: views
// expect-error: invalid redeclaration of synthesized property '_title'
import LegacyObservation
import Observation

@Observable
final class Library {
    @Published var title = "My books"
}
