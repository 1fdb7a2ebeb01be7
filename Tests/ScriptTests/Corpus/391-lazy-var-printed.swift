// A struct with a `lazy var` prints the property as Swift stores it: an optional under a
// hidden name, nil until the first read.
struct Profile {
    var name: String
    lazy var initials: String = String(name.split(separator: " ").compactMap(\.first))
}
var profile = Profile(name: "Ada Lovelace")
print(profile)
print(profile.initials)
print(profile)
let profiles = [profile]
print(profiles)
