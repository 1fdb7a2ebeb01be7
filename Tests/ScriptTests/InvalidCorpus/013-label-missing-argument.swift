// An argument forgotten in the memberwise initializer.
struct Reminder {
    var title: String
    var minutes: Int
}

let reminders = ["tea", "call"]
for name in reminders {
    print("adding", name)
}
let r = Reminder(title: "tea")
print(r.minutes)
