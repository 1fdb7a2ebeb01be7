// A Set of values whose type is not Hashable.
struct Label {
    var text: String
}

let names = ["home", "work", "home"]
print("unique names:", Set(names).count)
let unique = Set(names.map { Label(text: $0) })
print(unique.count)
