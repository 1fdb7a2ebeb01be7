// if / else if / else and the ternary operator.
func describe(_ count: Int) -> String {
    if count == 0 {
        return "nothing to do"
    } else if count == 1 {
        return "one task"
    } else if count < 5 {
        return "a few tasks"
    } else {
        return "busy day"
    }
}
for n in [0, 1, 3, 9] {
    print(n, describe(n))
}
let temperature = 21
if temperature > 15 && temperature < 25 {
    print("pleasant")
}
if !(temperature > 30) {
    print("not hot")
}
let label = temperature >= 20 ? "warm" : "cool"
print(label)
var message = "start"
if message.count > 3 { message += "ed" }
print(message)
