// switch over Int ranges, several patterns per case, where clauses, strings.
func grade(_ score: Int) -> String {
    switch score {
    case 90...100:
        return "A"
    case 75..<90:
        return "B"
    case 50..<75:
        return "C"
    case let s where s < 0:
        return "invalid \(s)"
    default:
        return "F"
    }
}
print([95, 80, 60, 10, -3].map(grade))

func kind(_ command: String) -> String {
    switch command {
    case "add", "new":
        return "create"
    case "rm", "delete":
        return "remove"
    case "":
        return "empty"
    default:
        return "unknown \(command)"
    }
}
for c in ["add", "delete", "", "frob"] {
    print(kind(c))
}
let count = 2
switch count {
case 0: print("none")
case 1: print("one")
default: print("many")
}
