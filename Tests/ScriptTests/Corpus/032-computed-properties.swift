// Computed properties: read-only, and get/set pairs that write other storage.
struct Temperature {
    var celsius: Double
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
    var isFreezing: Bool { celsius <= 0 }
}

var t = Temperature(celsius: 100)
print(t.fahrenheit, t.isFreezing)
t.fahrenheit = 32
print(t.celsius, t.isFreezing)

struct UserProfile {
    var firstName: String
    var lastName: String
    var fullName: String {
        get { "\(firstName) \(lastName)" }
        set(name) {
            let parts = name.split(separator: " ")
            firstName = parts.first.map(String.init) ?? ""
            lastName = parts.count > 1 ? String(parts[1]) : ""
        }
    }
}
var user = UserProfile(firstName: "Ada", lastName: "Byron")
print(user.fullName)
user.fullName = "Grace Hopper"
print(user.firstName, "/", user.lastName)
user.fullName += " Jr"
print(user.fullName)
