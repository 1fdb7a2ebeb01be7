// Lesson 06, step 6: @ObservedObject cannot hold an @Observable model.
// needs: views
// expect-error: generic struct 'ObservedObject' requires that 'UserProfile' conform to 'ObservableObject'
import Observation
import ViewRuntime

@Observable final class UserProfile { var name = "Ada" }

struct Badge: View {
    @ObservedObject var profile: UserProfile
    var body: some View { Text("badge") }
}
