import Foundation
import Observation

// Saving and restoring a model's state through a Codable snapshot.
struct Snapshot: Codable, Equatable {
    var items: [String]
    var selected: Int?
}
@Observable final class ListModel {
    var items: [String] = []
    var selected: Int? = nil
    var snapshot: Snapshot { Snapshot(items: items, selected: selected) }
    func restore(_ s: Snapshot) { items = s.items; selected = s.selected }
}
let model = ListModel()
model.items = ["milk", "eggs"]
model.selected = 1
let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
let data = try encoder.encode(model.snapshot)
print(String(data: data, encoding: .utf8)!)
print(data.count, "bytes")
let other = ListModel()
withObservationTracking { _ = other.items } onChange: { print("items will change") }
other.restore(try JSONDecoder().decode(Snapshot.self, from: data))
print(other.items, other.selected ?? -1, other.snapshot == model.snapshot)
model.selected = nil
print(String(data: try JSONEncoder().encode(model.snapshot), encoding: .utf8)!)
