// Two inout accesses to different stored properties of one local structure do not overlap:
// Swift allows `balance(&oscar.health, &oscar.energy)` inside a function (the book's
// Memory Safety chapter), and each write lands in its own property.
func balance(_ x: inout Int, _ y: inout Int) {
    let sum = x + y
    x = sum / 2
    y = sum - x
}

struct Player {
    var name: String
    var health: Int
    var energy: Int
}

func someFunction() {
    var oscar = Player(name: "Oscar", health: 10, energy: 5)
    balance(&oscar.health, &oscar.energy)
    print(oscar.health, oscar.energy)
    balance(&oscar.energy, &oscar.health)
    print(oscar)
}
someFunction()

func swapNames(_ a: inout String, _ b: inout String) {
    (a, b) = (b, a)
}
do {
    struct Pair { var first = "left"; var second = "right" }
    var pair = Pair()
    swapNames(&pair.first, &pair.second)
    print(pair.first, pair.second)
}
