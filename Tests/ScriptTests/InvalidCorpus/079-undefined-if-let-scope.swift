// Using a `guard`-less `if let` binding outside its braces.
let scores = ["ada": 3, "grace": 5]
if let ada = scores["ada"] {
    print("ada has", ada)
}
print("ada doubled:", ada * 2)
