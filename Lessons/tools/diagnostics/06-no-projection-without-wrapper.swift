// Lesson 06, step 3: a plain reference has no $ projection.
// needs: views
// expect-error: cannot find '$profile' in scope
import Observation
import ViewRuntime

@Observable final class UserProfile { var name = "Ada" }

struct Editor: View {
    let profile: UserProfile
    var body: some View { TextField("Name", text: $profile.name) }
}
