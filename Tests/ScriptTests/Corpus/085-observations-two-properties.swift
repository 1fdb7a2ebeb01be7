// An Observations closure that reads two properties: changing both in one synchronous
// burst yields one combined value.
import Observation

@Observable
final class UserProfile {
    var firstName = "Ada"
    var lastName = "Byron"
}

let profile = UserProfile()
let fullNames = Observations { "\(profile.firstName) \(profile.lastName)" }
var iterator = fullNames.makeAsyncIterator()
print(await iterator.next() ?? "-")
profile.lastName = "Lovelace"
print(await iterator.next() ?? "-")
profile.firstName = "Grace"
profile.lastName = "Hopper"
print(await iterator.next() ?? "-")
