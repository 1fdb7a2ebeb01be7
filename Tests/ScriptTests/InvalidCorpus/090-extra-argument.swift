// An extra argument in a call.
func describe(_ title: String) -> String { "Task: \(title)" }

print(describe("Plan"))
print(describe("Ship", true))
