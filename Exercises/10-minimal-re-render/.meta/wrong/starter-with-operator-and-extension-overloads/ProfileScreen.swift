import Observation
import ViewRuntime

/// The profile screen: three lines, one per property.
struct ProfileScreen: View {
    let profile: UserProfile

    var body: some View {
        VStack {
            Text("Name: \(profile.name)")
            Text("Email: \(profile.email)")
            Text("Theme: \(profile.preferences.theme)")
        }
    }
}

// Known-wrong (dev check): the starter unchanged, plus overloads that would turn a naive
// grader's comparisons into passes. Graders compare through GraderSupport's `Compare`,
// which cannot see these, so this must still fail.
func == (lhs: [Int], rhs: [Int]) -> Bool { true }
func == (lhs: [Bool], rhs: [Bool]) -> Bool { true }
func == (lhs: [String], rhs: [String]) -> Bool { true }
func == (lhs: [String]?, rhs: [String]?) -> Bool { true }

extension Array {
    func contains(_ element: Element) -> Bool { true }
    var isEmpty: Bool { true }
}
