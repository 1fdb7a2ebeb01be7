// An @Observable inventory: tracking fires once per registration, and a computed property
// tracks whatever it reads.
import Observation

@Observable
final class Inventory {
    var items: [String: Int] = [:]
    var lowStockThreshold = 3
    @ObservationIgnored var log: [String] = []

    var lowStock: [String] {
        items.filter { $0.value <= lowStockThreshold }.keys.sorted()
    }

    func receive(_ name: String, count: Int) {
        items[name, default: 0] += count
        log.append("+\(count) \(name)")
    }

    func sell(_ name: String, count: Int) -> Bool {
        guard let have = items[name], have >= count else {
            log.append("refused \(count) \(name)")
            return false
        }
        items[name] = have - count
        log.append("-\(count) \(name)")
        return true
    }
}

func watchLowStock(_ inventory: Inventory, round: Int) {
    withObservationTracking {
        print("round \(round): low stock \(inventory.lowStock)")
    } onChange: {
        print("  (round \(round) registration fired)")
    }
}

let inventory = Inventory()
inventory.receive("apple", count: 5)
inventory.receive("pear", count: 2)
watchLowStock(inventory, round: 1)
_ = inventory.sell("apple", count: 3)
watchLowStock(inventory, round: 2)
inventory.log.append("note: ignored property")
print("after ignored write")
inventory.lowStockThreshold = 1
watchLowStock(inventory, round: 3)
print(inventory.sell("pear", count: 5))
print("after refused sale")
print(inventory.sell("pear", count: 2))
watchLowStock(inventory, round: 4)
var tally = 0
withObservationTracking {
    tally = inventory.items.values.reduce(0, +)
} onChange: {
    print("  tally is stale")
}
print("tally \(tally)")
// Two registrations fired by one change run in no fixed order, so each fires on its own.
inventory.lowStockThreshold = 2
inventory.receive("plum", count: 4)
inventory.receive("plum", count: 1)
print(inventory.log.joined(separator: ", "))
print(inventory.items.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" })
