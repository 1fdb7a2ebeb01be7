// Type mismatch: a string literal where the annotation says Int.
let tasks = ["Plan", "Build", "Ship"]
print("Counting", tasks.count, "tasks")
let done: Int = "3"
print(done)
