// Dictionary and Set properties: in-place updates notify; an equal value does not.
import Observation

@Observable
final class Inventory {
    var stock: [String: Int] = ["apples": 3]
    var tags: Set<String> = ["fruit"]
}

let inventory = Inventory()
var fired = false
func watch() {
    fired = false
    withObservationTracking {
        _ = inventory.stock
        _ = inventory.tags
    } onChange: {
        fired = true
    }
}
watch()
inventory.stock["apples", default: 0] += 2
print("stock += notified:", fired)
watch()
inventory.tags.insert("fresh")
print("tags insert notified:", fired)
watch()
inventory.tags = ["fresh", "fruit"]
print("equal set notified:", fired)
inventory.stock = ["pears": 1]
print("new stock notified:", fired)
print(inventory.stock["pears"] ?? 0, inventory.tags.sorted())
