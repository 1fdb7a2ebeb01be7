// Task {} created from main-actor code runs when the creator suspends; await value.
print("before")
let task = Task {
    print("inside task")
    return 42
}
print("after creating the task")
await Task.yield()
print("after yield")
print("value:", await task.value)

let second = Task { () -> String in
    await Task.yield()
    return "second done"
}
let third = Task { "third done" }
print(await third.value)
print(await second.value)
