// Using an optional as if it were unwrapped.
let titles = ["Plan", "Build"]
print("first title:", titles.first ?? "none")
let first = titles.first
print(first.count)
