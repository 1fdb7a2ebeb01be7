// Many locals, several scopes: the same order on every run.
final class Step {
    let n: Int
    init(_ n: Int) { self.n = n }
    deinit { print("step \(n) done") }
}

func pipeline() {
    let s1 = Step(1), s2 = Step(2), s3 = Step(3)
    var list = [Step(4), Step(5)]
    let s6 = Step(6)
    if s1.n < s2.n {
        let s7 = Step(7)
        let s8 = Step(8)
        print("inner", s7.n + s8.n)
    }
    list.append(Step(9))
    print("outer", s1.n + s2.n + s3.n + s6.n, list.count)
}
pipeline()

func early(_ stop: Bool) {
    let a = Step(10)
    let b = Step(11)
    if stop {
        print("returning early", a.n, b.n)
        return
    }
    let c = Step(12)
    print("not reached", c.n)
}
early(true)
print("finished")
