// An @Observable class that is Codable: the macro stores each tracked property as `_name`,
// so CodingKeys name `_name` (with the JSON key as raw value); tracking still works after decoding.
import Foundation
import Observation

@Observable
final class Preferences: Codable {
    var theme = "light"
    var fontSize = 12
    var favorites: [String] = []

    enum CodingKeys: String, CodingKey {
        case _theme = "theme"
        case _fontSize = "fontSize"
        case _favorites = "favorites"
    }

    init() {}
}

let preferences = Preferences()
preferences.theme = "dark"
preferences.favorites = ["swift", "observation"]
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
let saved = try encoder.encode(preferences)
print(String(decoding: saved, as: UTF8.self))

let restored = try JSONDecoder().decode(Preferences.self, from: saved)
print(restored.theme, restored.fontSize, restored.favorites)
withObservationTracking {
    print("reading font size \(restored.fontSize)")
} onChange: {
    print("font size will change")
}
restored.fontSize += 2
let edited = try JSONDecoder().decode(
    Preferences.self, from: Data(#"{"theme":"sepia","fontSize":20,"favorites":[]}"#.utf8))
print(edited.theme, edited.fontSize, edited.favorites.isEmpty)
