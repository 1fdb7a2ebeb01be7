// A bare `return` in a guard of a computed property that must produce an Int.
struct Progress {
    var done: Int
    var total: Int

    var percent: Int {
        guard total > 0 else { return }
        return done * 100 / total
    }
}

let p = Progress(done: 1, total: 4)
print("done:", p.done)
print("percent:", p.percent)
