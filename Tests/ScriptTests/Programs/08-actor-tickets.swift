// An actor guarding a ticket counter; many tasks buy tickets concurrently.

actor TicketOffice {
    private var remaining: Int
    private var sold: [String: Int] = [:]

    init(tickets: Int) { remaining = tickets }

    func buy(_ count: Int, for customer: String) -> Bool {
        guard count <= remaining else { return false }
        remaining -= count
        sold[customer, default: 0] += count
        return true
    }

    func report() -> String {
        let lines = sold.keys.sorted().map { "\($0): \(sold[$0]!)" }
        return lines.joined(separator: "\n") + "\nremaining: \(remaining)"
    }

    var soldOut: Bool { remaining == 0 }
}

struct Request {
    let customer: String
    let count: Int
}

let office = TicketOffice(tickets: 20)
let requests = (1...8).map { Request(customer: "c\($0 % 3)", count: $0) }

let outcomes = await withTaskGroup(of: (Int, Bool).self) { group in
    for request in requests {
        group.addTask {
            (request.count, await office.buy(request.count, for: request.customer))
        }
    }
    var all: [(Int, Bool)] = []
    for await outcome in group { all.append(outcome) }
    return all
}
let accepted = outcomes.filter { $0.1 }.map { $0.0 }.reduce(0, +)
print("requests:", outcomes.count, "tickets accepted:", accepted <= 20)
print("sold out:", await office.soldOut == (accepted == 20))

let second = TicketOffice(tickets: 10)
for request in requests.prefix(4) {
    let ok = await second.buy(request.count, for: request.customer)
    print("\(request.customer) wants \(request.count): \(ok ? "yes" : "no")")
}
print(await second.report())
print("sold out:", await second.soldOut)

actor Auditor {
    private var lines: [String] = []
    nonisolated let name: String
    init(name: String) { self.name = name }
    func record(_ line: String) { lines.append(line) }
    func all() -> [String] { lines }
}

let auditor = Auditor(name: "audit")
for i in 1...3 { await auditor.record("check \(i)") }
print(auditor.name, await auditor.all())
