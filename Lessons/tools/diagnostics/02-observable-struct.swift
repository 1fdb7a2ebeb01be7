// Lesson 02, step 9: the macro refuses structs and actors.
// expect-error: '@Observable' cannot be applied to struct type 'Settings'
// expect-error: '@Observable' cannot be applied to actor type 'Store'
import Observation

@Observable struct Settings { var volume = 5 }
@Observable actor Store { var count = 0 }
