// Int(String) returns an optional; doing arithmetic with it directly.
let input = "41"
print("input:", input)
let next = Int(input) + 1
print("next:", next)
