// A switch over an Int whose cases cannot cover every value.
func priorityName(_ p: Int) -> String {
    switch p {
    case 1: return "high"
    case 2: return "medium"
    case 3: return "low"
    }
}

for p in 1...3 {
    print(p, priorityName(p))
}
