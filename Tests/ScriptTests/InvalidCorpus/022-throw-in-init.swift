// `throw` in an initializer that is not `throws`.
import Observation

struct NameError: Error {}

@Observable final class Profile {
    var name: String
    init(name: String) {
        print("creating profile for", name)
        if name.isEmpty { throw NameError() }
        self.name = name
    }
}

let p = Profile(name: "Ada")
print(p.name)
