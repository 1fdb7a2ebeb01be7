// Observations re-evaluates its closure after each transaction; a change to a property
// the closure did not read yields nothing new.
import Observation

@Observable
final class UserProfile {
    var name = "Ada"
    var email = "ada@example.com"
}

let profile = UserProfile()
var evaluations = 0
let upper = Observations { () -> String in
    evaluations += 1
    return profile.name.uppercased()
}
var iterator = upper.makeAsyncIterator()
print(await iterator.next() ?? "-", "evaluations:", evaluations)
profile.email = "countess@example.com"
profile.name = "Grace"
print(await iterator.next() ?? "-", "evaluations:", evaluations)
profile.name = "Linus"
print(await iterator.next() ?? "-", "evaluations:", evaluations)
