// `==` on two instances of an observable class that is not Equatable.
import Observation

@Observable final class Profile {
    var name = "Ada"
}

let first = Profile()
let second = Profile()
print(first.name, second.name)
if first == second {
    print("same")
}
