// A small bank ledger: accounts, transactions with associated values, and errors.

enum LedgerError: Error, CustomStringConvertible {
    case insufficientFunds(needed: Int, available: Int)
    case unknownAccount(String)

    var description: String {
        switch self {
        case let .insufficientFunds(needed, available):
            return "needs \(needed) but only \(available) available"
        case .unknownAccount(let name):
            return "no account named \(name)"
        }
    }
}

enum Transaction {
    case deposit(Int)
    case withdrawal(Int)
    case transfer(to: String, amount: Int)
}

final class Account {
    let owner: String
    private(set) var balance: Int = 0
    private(set) var history: [Transaction] = []

    init(owner: String) { self.owner = owner }

    func apply(_ t: Transaction) throws {
        switch t {
        case .deposit(let amount):
            balance += amount
        case .withdrawal(let amount), .transfer(_, let amount):
            guard amount <= balance else {
                throw LedgerError.insufficientFunds(needed: amount, available: balance)
            }
            balance -= amount
        }
        history.append(t)
    }
}

struct Bank {
    var accounts: [String: Account] = [:]

    mutating func open(_ name: String) { accounts[name] = Account(owner: name) }

    func perform(_ t: Transaction, on name: String) throws {
        guard let account = accounts[name] else { throw LedgerError.unknownAccount(name) }
        try account.apply(t)
        if case let .transfer(target, amount) = t {
            guard let other = accounts[target] else { throw LedgerError.unknownAccount(target) }
            try other.apply(.deposit(amount))
        }
    }
}

var bank = Bank()
bank.open("ana")
bank.open("bo")
let plan: [(String, Transaction)] = [
    ("ana", .deposit(120)), ("bo", .deposit(40)), ("ana", .transfer(to: "bo", amount: 50)),
    ("bo", .withdrawal(100)), ("cy", .deposit(5)), ("bo", .withdrawal(90)),
]
for (name, t) in plan {
    do {
        try bank.perform(t, on: name)
        print("ok: \(name) \(t)")
    } catch {
        print("failed: \(name) \(t) — \(error)")
    }
}
for name in bank.accounts.keys.sorted() {
    let a = bank.accounts[name]!
    print("\(a.owner): \(a.balance) after \(a.history.count) transactions")
}
let deposits = bank.accounts.values.flatMap { $0.history }.compactMap { t -> Int? in
    if case .deposit(let n) = t { return n } else { return nil }
}
print("deposits:", deposits.sorted(), "total", deposits.reduce(0, +))
