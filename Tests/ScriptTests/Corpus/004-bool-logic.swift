// Bool: logic operators, short-circuit, toggle().
var isDone = false
let isUrgent = true
print(isDone && isUrgent, isDone || isUrgent, !isDone)
isDone.toggle()
print("after toggle:", isDone)

func check(_ label: String, _ value: Bool) -> Bool {
    print("evaluated", label)
    return value
}
print(check("left", false) && check("right", true))
print(check("left", true) || check("right", true))

let flags = [true, false, true]
print(flags.filter { $0 }.count)
print(isDone == isUrgent ? "same" : "different")
print("Bool description: \(isDone)")
