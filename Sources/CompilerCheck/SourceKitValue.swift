/// A sourcekitd response as its description prints it — JSON-like: `{ key.name: value, … }`,
/// `[ … ]`, quoted strings, integers, and bare UIDs (`source.diagnostic.severity.error`).
indirect enum SourceKitValue: Equatable {
    case dictionary([String: SourceKitValue])
    case array([SourceKitValue])
    case string(String)
    case integer(Int)
    case uid(String)

    subscript(key: String) -> SourceKitValue? {
        if case .dictionary(let entries) = self { return entries[key] }
        return nil
    }

    var elements: [SourceKitValue] {
        if case .array(let items) = self { return items }
        return []
    }

    var text: String? {
        switch self {
        case .string(let text), .uid(let text): return text
        default: return nil
        }
    }

    var integer: Int? {
        if case .integer(let value) = self { return value }
        return nil
    }

    static func parse(_ description: String) -> SourceKitValue? {
        var reader = Reader(characters: Array(description.unicodeScalars))
        return reader.value()
    }

    private struct Reader {
        let characters: [Unicode.Scalar]
        var index = 0

        mutating func skipSpace() {
            while index < characters.count, characters[index].properties.isWhitespace || characters[index] == "," {
                index += 1
            }
        }

        mutating func value() -> SourceKitValue? {
            skipSpace()
            guard index < characters.count else { return nil }
            switch characters[index] {
            case "{":
                index += 1
                var entries: [String: SourceKitValue] = [:]
                while true {
                    skipSpace()
                    guard index < characters.count else { return nil }
                    if characters[index] == "}" {
                        index += 1
                        return .dictionary(entries)
                    }
                    let key = word()
                    skipSpace()
                    guard index < characters.count, characters[index] == ":" else { return nil }
                    index += 1
                    guard let entry = value() else { return nil }
                    entries[key] = entry
                }
            case "[":
                index += 1
                var items: [SourceKitValue] = []
                while true {
                    skipSpace()
                    guard index < characters.count else { return nil }
                    if characters[index] == "]" {
                        index += 1
                        return .array(items)
                    }
                    guard let item = value() else { return nil }
                    items.append(item)
                }
            case "\"":
                return .string(string())
            default:
                let token = word()
                if let number = Int(token) { return .integer(number) }
                return token.isEmpty ? nil : .uid(token)
            }
        }

        mutating func word() -> String {
            var result = ""
            while index < characters.count {
                let character = characters[index]
                guard !character.properties.isWhitespace, !":,{}[]".unicodeScalars.contains(character) else { break }
                result.unicodeScalars.append(character)
                index += 1
            }
            return result
        }

        mutating func string() -> String {
            index += 1
            var result = ""
            while index < characters.count, characters[index] != "\"" {
                if characters[index] == "\\", index + 1 < characters.count {
                    index += 1
                    switch characters[index] {
                    case "n": result += "\n"
                    case "t": result += "\t"
                    default: result.unicodeScalars.append(characters[index])
                    }
                } else {
                    result.unicodeScalars.append(characters[index])
                }
                index += 1
            }
            index += 1
            return result
        }
    }
}
