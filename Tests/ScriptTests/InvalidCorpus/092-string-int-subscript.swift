// Subscripting a String with an Int.
let title = "Observation"
print("title:", title)
let first = title[0]
print("first letter:", first)
