// @Observable adds the Observable conformance; generic code can require it.
import Observation

@Observable
final class UserProfile: Identifiable {
    let id = 1
    var name = "Ada"
}

final class PlainModel {
    var name = "plain"
}

func describe<T: Observable & Identifiable>(_ model: T) -> String where T.ID == Int {
    "observable model #\(model.id)"
}

let profile = UserProfile()
print(describe(profile))
let anything: Any = profile
print(anything is any Observable, PlainModel() is any Observable)
let models: [any Observable] = [profile]
print(models.count)
