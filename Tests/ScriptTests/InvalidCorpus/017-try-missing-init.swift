// A throwing initializer called without `try`.
struct Deadline {
    var day: Int
    init(day: Int) throws {
        guard (1...31).contains(day) else { throw DeadlineError.badDay }
        self.day = day
    }
}
enum DeadlineError: Error { case badDay }

print("setting a deadline")
let d = Deadline(day: 12)
print(d.day)
