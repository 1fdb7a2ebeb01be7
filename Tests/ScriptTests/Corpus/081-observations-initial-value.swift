// Observations yields the current value first, then one value after each change.
import Observation

@Observable
final class UserProfile {
    var name = "Ada"
}

let profile = UserProfile()
let names = Observations { profile.name }
var iterator = names.makeAsyncIterator()
print("first value:", await iterator.next() ?? "-")
profile.name = "Grace"
print("after one change:", await iterator.next() ?? "-")
profile.name = "Linus"
print("after another:", await iterator.next() ?? "-")
