import Foundation

// Codable to JSON, as Foundation writes it (keys sorted: Foundation's own order varies).
struct Tag: Codable { let name: String; var color: String? }
enum Level: String, Codable { case low, high }
struct Item: Codable {
    let name: String
    var count: Int
    var price: Double
    var tags: [Tag]
    var empty: [Int]
    var note: String?
    var level: Level
    var url: String
    var ratio: Double
    var flags: [String: Bool]
    var nested: [[Int]]
}
let item = Item(name: "a \"q\"\n", count: 2, price: 1.0,
                tags: [Tag(name: "t", color: nil), Tag(name: "u", color: "red")], empty: [], note: nil,
                level: .high, url: "http://x/y", ratio: 0.1, flags: ["b": true, "a": false], nested: [[1, 2], []])
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(data: try encoder.encode(item), encoding: .utf8)!)
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
print(String(data: try encoder.encode(item), encoding: .utf8)!)
print(String(decoding: try JSONEncoder().encode([1.5, 2, 1e20, 123456789.125]), as: UTF8.self))
print(String(decoding: try JSONEncoder().encode(["k": 1]), as: UTF8.self))
let pretty = JSONEncoder()
pretty.outputFormatting = .prettyPrinted
print(String(data: try pretty.encode([Int]()), encoding: .utf8)!)
print(String(data: try pretty.encode([String: Int]()), encoding: .utf8)!)
print(String(data: try pretty.encode(["one"]), encoding: .utf8)!)
let slashes = JSONEncoder()
slashes.outputFormatting = .withoutEscapingSlashes
print(String(data: try slashes.encode(["path/to"]), encoding: .utf8)!)
