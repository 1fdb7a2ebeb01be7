// Loop variables and iteration scopes: each iteration has its own variable (closures keep
// theirs), values are released at the end of each iteration, newest first, and names that
// differ only slightly (`_`, `$0`, same length) are told apart.

final class Token {
    let name: String
    init(_ name: String) { self.name = name; print("make \(name)") }
    deinit { print("free \(name)") }
}

var keepers: [() -> Int] = []
for i in 0..<3 { keepers.append { i * 10 } }
print(keepers.map { $0() })

for token in [Token("a"), Token("b")] {
    let inner = Token(token.name + "-inner")
    print("body", token.name, inner.name)
}
print("after for")

var n = 0
repeat {
    let step = Token("r\(n)")
    n += 1
    print("repeat", step.name)
} while n < 2
print("after repeat")

var counters: [() -> Int] = []
var k = 0
repeat {
    var local = k
    counters.append { local += 1; return local }
    k += 1
} while k < 3
print(counters.map { $0() }, counters.map { $0() })

func pick(_ ab: Int, _ ba: Int, _: Int, _ a: Int) -> Int { ab * 1000 + ba * 100 + a }
print(pick(1, 2, 3, 4))
let pairs = [(1, 2), (3, 4)].map { $0 + $1 * 10 }
print(pairs)
var total = 0
for x in 1...4 where x % 2 == 0 { total += x }
for var y in 0..<2 { y += 5; total += y }
print(total)
