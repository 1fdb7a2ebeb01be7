// Observers do not run for a type's own assignments in its init; they do afterwards.
struct Thermostat {
    var target: Double {
        didSet { print("target \(oldValue) -> \(target)") }
    }
    init(target: Double) {
        self.target = target
        self.target = target + 0.5
        print("init done")
    }
    mutating func bump() { target += 1 }
}

var thermostat = Thermostat(target: 20)
thermostat.bump()
thermostat.target = 18

final class Profile {
    var nickname: String = "anon" {
        willSet { print("will rename to \(newValue)") }
        didSet { print("renamed from \(oldValue)") }
    }
    init(nickname: String) { self.nickname = nickname }
    func rename(_ name: String) { nickname = name }
}
let profile = Profile(nickname: "kim")
profile.rename("kimmy")
profile.nickname = "k"
