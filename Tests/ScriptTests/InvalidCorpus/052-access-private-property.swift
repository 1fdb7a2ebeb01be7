// Reading a `private` property from outside its type.
import Observation

@Observable final class Account {
    var name = "Ada"
    private var passwordHash = "x1y2"
}

let account = Account()
print("account:", account.name)
print("hash:", account.passwordHash)
