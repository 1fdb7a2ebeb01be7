// Type mismatch: Int and Double never mix without a conversion.
let tasks = 7
let hoursEach = 1.5
print("tasks:", tasks)
print("hours each:", hoursEach)
let total = tasks * hoursEach
print("total hours:", total)
