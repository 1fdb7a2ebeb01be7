// Recursion as deep as compiled Swift runs a small function without trouble: 10,000 nested
// calls of a function, of a method and of an expression-bodied function.
func depth(_ n: Int) -> Int { n == 0 ? 0 : 1 + depth(n - 1) }
func sum(_ n: Int) -> Int {
    if n == 0 { return 0 }
    let rest = sum(n - 1)
    return rest + n
}
struct Countdown {
    func steps(from n: Int) -> Int { n == 0 ? 0 : steps(from: n - 1) + 1 }
}
print(depth(10_000))
print(sum(10_000))
print(Countdown().steps(from: 9_999))
