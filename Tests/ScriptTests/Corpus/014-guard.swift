// guard exits early; bound names stay in scope after it.
struct Signup {
    var name: String
    var age: Int?
}

func validate(_ signup: Signup) -> String {
    guard !signup.name.isEmpty else {
        return "name missing"
    }
    guard let age = signup.age else {
        return "\(signup.name): age missing"
    }
    guard age >= 18 else {
        return "\(signup.name): too young (\(age))"
    }
    return "\(signup.name) ok at \(age)"
}

print(validate(Signup(name: "", age: 30)))
print(validate(Signup(name: "Ada", age: nil)))
print(validate(Signup(name: "Tim", age: 12)))
print(validate(Signup(name: "Grace", age: 40)))

for n in [4, -1, 9] {
    guard n >= 0 else {
        print("skip", n)
        continue
    }
    print("keep", n)
}
