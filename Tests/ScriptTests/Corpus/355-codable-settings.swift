import Foundation

// Codable settings made of the everyday value types: the synthesized conformance, both ways.
struct Settings: Codable {
    var volume: Int
    var theme: String
    var shortcuts: [String: String]
    var recent: [String]
}
let settings = Settings(volume: 7, theme: "dark", shortcuts: ["save": "cmd-s"], recent: ["a.txt"])
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
let data = try encoder.encode(settings)
print(String(data: data, encoding: .utf8)!)
var restored = try JSONDecoder().decode(Settings.self, from: data)
restored.volume += 1
print(restored.volume, restored.theme, restored.shortcuts["save"]!, restored.recent)
