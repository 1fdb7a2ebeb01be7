// Objects bound in loops, closures, swaps guard/if let and casts die on time.
final class T {
    let n: String
    init(_ n: String) { self.n = n }
    deinit { print("deinit \(n)") }
}
func loop() {
    for i in 1...3 {
        let t = T("loop\(i)")
        if i == 2 { print("skip", t.n); continue }
        print("body", t.n)
    }
    print("loop done")
}
loop()
func closures() {
    let a = T("captured")
    let b = T("uncaptured")
    let f = { print("closure sees", a.n) }
    f()
    print("closures end", b.n)
}
closures()
var stored: [() -> Void] = []
func store() {
    let s = T("kept by closure")
    stored.append { print(s.n) }
}
store()
print("after store")
stored[0]()
stored.removeAll()
print("closures removed")
func swapThem() {
    var x = T("x1")
    var y = T("y1")
    swap(&x, &y)
    print(x.n, y.n)
    x = T("x2")
    print("end swap")
}
swapThem()
func optionalChain() {
    let maybe: T? = T("opt")
    print(maybe?.n.count ?? 0)
}
optionalChain()
func guardLet(_ input: T?) {
    guard let t = input else { return }
    print("guard", t.n)
}
guardLet(T("passed"))
print("after guard")
func ifLet() {
    if let t = Optional(T("iflet")) { print("in if", t.n) }
    print("after if")
}
ifLet()
func switchCase() {
    let value: Any = T("any")
    switch value {
    case let t as T: print("matched", t.n)
    default: break
    }
    print("after switch")
}
switchCase()
