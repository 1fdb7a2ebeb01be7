// Without CodingKeys an @Observable class encodes what the macro stores: `_name` for each tracked
// property, the `_$observationRegistrar`, and ignored properties under their own names.
import Foundation
import Observation

@Observable
final class Counter: Codable {
    var count = 0
    var label = "clicks"
    @ObservationIgnored var cacheHits = 0
}

let counter = Counter()
counter.count = 3
counter.cacheHits = 9
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let json = String(decoding: try encoder.encode(counter), as: UTF8.self)
print(json)
let back = try JSONDecoder().decode(Counter.self, from: Data(json.utf8))
print(back.count, back.label, back.cacheHits)
let fromStorage = try JSONDecoder().decode(
    Counter.self, from: Data(#"{"_count":7,"_label":"taps","cacheHits":1}"#.utf8))
print(fromStorage.count, fromStorage.label, fromStorage.cacheHits)
do {
    _ = try JSONDecoder().decode(Counter.self, from: Data(#"{"count":7,"label":"taps","cacheHits":1}"#.utf8))
} catch {
    print("plain names are not the stored keys")
}
