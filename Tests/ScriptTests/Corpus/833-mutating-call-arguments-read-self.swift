// A mutating method called inside another, its arguments reading `self`: Swift evaluates the
// arguments first, then changes `self`. The interpreter evaluated them once the change had begun
// and stopped mid-run ("cannot run 'n' on a value of type 'in-access'").
struct Counter {
    var n = 1
    var history: [Int] = []
    var doubled: Int { n * 2 }
    mutating func add(_ k: Int, note: String = "add") {
        n += k
        history.append(n)
        print(note, k, "->", n)
    }
    mutating func bump() { add(doubled) }
    mutating func again() { add(n, note: "again") }
    mutating func both() {
        self.add(history.count, note: "count")
        add(self.doubled - n)
    }
}
var c = Counter()
c.bump()
c.again()
c.both()
print(c.n, c.history)

struct Wallet {
    private(set) var coins: [Int] = []
    mutating func receive(_ amount: Int) { coins.append(amount) }
    mutating func matchLargest() { receive(coins.max() ?? 0) }
}
var w = Wallet()
w.receive(5)
w.receive(2)
w.matchLargest()
print(w.coins)
