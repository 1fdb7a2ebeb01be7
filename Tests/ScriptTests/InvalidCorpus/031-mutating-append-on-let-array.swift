// Appending to an array held in a `let`.
let tasks = ["Plan"]
print("tasks:", tasks)
tasks.append("Build")
print("tasks:", tasks)
