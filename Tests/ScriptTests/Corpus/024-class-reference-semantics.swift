// Classes are references: copies share one object; === compares identity.
final class UserProfile {
    var name: String
    var email: String
    init(name: String, email: String) {
        self.name = name
        self.email = email
    }
}

let profile = UserProfile(name: "Ada", email: "ada@example.com")
let alias = profile
alias.name = "Ada Lovelace"
print(profile.name)

func rename(_ user: UserProfile, to name: String) {
    user.name = name
}
rename(profile, to: "Countess")
print(alias.name)

let other = UserProfile(name: "Countess", email: "ada@example.com")
print(profile === alias, profile === other, profile !== other)
print(profile.name == other.name)
var people = [profile, other]
people[1].email = "other@example.com"
print(other.email)
