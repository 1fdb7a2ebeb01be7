// A designated initializer with the superclass's signature, without `override`.
class Named {
    var name: String
    init(name: String) { self.name = name }
}

class Person: Named {
    var age = 0
    init(name: String) {
        print("making", name)
        super.init(name: name)
    }
}

print(Person(name: "Ada").name)
