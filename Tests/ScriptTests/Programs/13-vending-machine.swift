// A vending machine as a state machine: enums with associated values, transitions, a log.

enum Coin: Int, CaseIterable {
    case nickel = 5, dime = 10, quarter = 25
}

enum State: Equatable {
    case idle
    case collecting(cents: Int)
    case dispensing(item: String, change: Int)
    case outOfOrder(reason: String)
}

enum Event {
    case insert(Coin)
    case select(String)
    case cancel
    case kick
}

struct VendingMachine {
    private(set) var state = State.idle
    var prices = ["chips": 50, "gum": 35, "soda": 75]
    var stock = ["chips": 1, "gum": 3, "soda": 0]
    private(set) var log: [String] = []

    mutating func handle(_ event: Event) {
        let before = state
        switch (state, event) {
        case (.outOfOrder, _):
            break
        case (_, .kick):
            state = .outOfOrder(reason: "kicked")
        case (.idle, .insert(let coin)), (.dispensing, .insert(let coin)):
            state = .collecting(cents: coin.rawValue)
        case (.collecting(let cents), .insert(let coin)):
            state = .collecting(cents: cents + coin.rawValue)
        case (.collecting(let cents), .select(let item)):
            guard let price = prices[item], let left = stock[item], left > 0 else {
                log.append("\(item) unavailable")
                return
            }
            if cents >= price {
                stock[item] = left - 1
                state = .dispensing(item: item, change: cents - price)
            } else {
                log.append("\(item) needs \(price - cents) more")
            }
        case (.collecting(let cents), .cancel):
            log.append("refund \(cents)")
            state = .idle
        default:
            log.append("ignored \(event) in \(state)")
        }
        if state != before { log.append("\(before) -> \(state)") }
    }
}

var machine = VendingMachine()
let events: [Event] = [
    .select("gum"), .insert(.quarter), .select("gum"), .insert(.dime), .select("gum"),
    .insert(.quarter), .insert(.quarter), .select("soda"), .select("chips"), .cancel,
    .insert(.quarter), .insert(.quarter), .select("chips"), .cancel, .kick, .insert(.dime),
]
for event in events { machine.handle(event) }
print(machine.log.joined(separator: "\n"))
print("final:", machine.state)
print("stock:", machine.stock.sorted { $0.key < $1.key })
print(Coin.allCases.map { "\($0)=\($0.rawValue)" }, Coin(rawValue: 10) ?? .nickel)
