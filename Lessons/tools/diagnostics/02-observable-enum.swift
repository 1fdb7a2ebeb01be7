// Lesson 02, step 9: the macro refuses enums.
// expect-error: '@Observable' cannot be applied to enumeration type 'Mode'
import Observation

@Observable enum Mode { case light, dark }
