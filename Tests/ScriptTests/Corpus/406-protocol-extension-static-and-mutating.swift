// A protocol extension's members reached from the conforming type: `Self.kind` is the
// conforming type's own (or the extension's default), `T.kind` names the argument's type,
// and its `mutating` methods change elements of `[any P]` in place.
protocol Account {
    var id: String { get }
    var balance: Int { get set }
    static var kind: String { get }
}
extension Account {
    static var kind: String { "generic" }
    mutating func deposit(_ n: Int) { balance += n }
    func statement() -> String { "\(Self.kind) \(id): \(balance)" }
}
struct Checking: Account {
    let id: String
    var balance = 0
    static var kind: String { "checking" }
}
struct Savings: Account {
    let id: String
    var balance: Int
}
var c = Checking(id: "c1")
c.deposit(50)
var accounts: [any Account] = [c, Savings(id: "s1", balance: 100)]
for i in accounts.indices { accounts[i].deposit(i + 1) }
for a in accounts { print(a.statement()) }
print(c.balance, Savings.kind, Checking.kind)
func kindOf<A: Account>(_ a: A) -> String { A.kind }
print(kindOf(c), kindOf(Savings(id: "x", balance: 0)))
var any: any Account = Savings(id: "s2", balance: 7)
any.deposit(3)
print(any.balance, type(of: any).kind)
