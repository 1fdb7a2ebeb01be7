// A conforming type missing a required method.
protocol Describable {
    var name: String { get }
    func describe() -> String
}

struct Label: Describable {
    var name: String
}

let l = Label(name: "home")
print("label:", l.name)
print(l.describe())
