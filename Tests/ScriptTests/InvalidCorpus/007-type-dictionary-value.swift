// Type mismatch: a dictionary of counts given a string value.
var counts: [String: Int] = ["home": 2, "work": 5]
print("home:", counts["home"] ?? 0)
counts["errands"] = "four"
print(counts.count)
