// Lesson 02, step 9: a lazy var in an @Observable class does not compile.
// expect-error: 'lazy' cannot be used on a computed property
import Observation

@Observable final class Cache { lazy var table = [1, 2, 3] }
