// An enum's own `init?` gives an optional: nil where it returns nil, the case it sets otherwise.
indirect enum Command: Equatable, CustomStringConvertible {
    case move(dx: Int, dy: Int), say(String), twice(Command), stop
    init?(_ text: String) {
        let words = text.split(separator: " ").map(String.init)
        switch words.first {
        case "move" where words.count == 3:
            guard let dx = Int(words[1]), let dy = Int(words[2]) else { return nil }
            self = .move(dx: dx, dy: dy)
        case "say": self = .say(words.dropFirst().joined(separator: " "))
        case "twice":
            guard let inner = Command(words.dropFirst().joined(separator: " ")) else { return nil }
            self = .twice(inner)
        case "stop": self = .stop
        default: return nil
        }
    }
    var description: String {
        switch self {
        case let .move(dx, dy): return "move(\(dx),\(dy))"
        case .say(let text): return "say \(text)"
        case .twice(let inner): return "2x[\(inner)]"
        case .stop: return "stop"
        }
    }
}
for line in ["move 1 2", "say hello there", "twice move 0 1", "jump", "move x 1", "twice fly", "stop"] {
    if let command = Command(line) { print(command) } else { print("?? \(line)") }
}
print(Command("stop") as Any, Command("nope") as Any, Command("twice stop") == .twice(.stop))
let parsed = ["stop", "x", "say hi"].compactMap(Command.init)
print(parsed, parsed.count)
