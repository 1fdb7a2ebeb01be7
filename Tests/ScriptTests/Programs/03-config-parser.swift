// A tokenizer and parser for a tiny "key = value" configuration format.

enum Token: Equatable {
    case identifier(String)
    case number(Int)
    case string(String)
    case symbol(Character)
}

struct Tokenizer {
    let source: [Character]
    var index = 0

    init(_ text: String) { source = Array(text) }

    mutating func next() -> Token? {
        while index < source.count, source[index].isWhitespace { index += 1 }
        guard index < source.count else { return nil }
        let c = source[index]
        if c.isLetter {
            var word = ""
            while index < source.count, source[index].isLetter || source[index] == "_" {
                word.append(source[index]); index += 1
            }
            return .identifier(word)
        }
        if c.isNumber {
            var value = 0
            while index < source.count, let digit = source[index].wholeNumberValue {
                value = value * 10 + digit; index += 1
            }
            return .number(value)
        }
        if c == "\"" {
            index += 1
            let start = index
            while index < source.count, source[index] != "\"" { index += 1 }
            let text = String(source[start..<index])
            index += 1
            return .string(text)
        }
        index += 1
        return .symbol(c)
    }
}

enum ConfigValue: CustomStringConvertible {
    case int(Int), text(String), list([ConfigValue])
    var description: String {
        switch self {
        case .int(let n): return String(n)
        case .text(let s): return "'\(s)'"
        case .list(let items): return "[" + items.map(\.description).joined(separator: ", ") + "]"
        }
    }
}

func parse(_ text: String) -> [(String, ConfigValue)] {
    var tokenizer = Tokenizer(text)
    var tokens: [Token] = []
    while let t = tokenizer.next() { tokens.append(t) }
    var result: [(String, ConfigValue)] = []
    var i = 0
    func value() -> ConfigValue? {
        switch tokens[i] {
        case .number(let n): i += 1; return .int(n)
        case .string(let s): i += 1; return .text(s)
        case .symbol("["):
            i += 1
            var items: [ConfigValue] = []
            while tokens[i] != .symbol("]") {
                if let v = value() { items.append(v) }
                if tokens[i] == .symbol(",") { i += 1 }
            }
            i += 1
            return .list(items)
        default: return nil
        }
    }
    while i + 2 < tokens.count {
        guard case .identifier(let key) = tokens[i], tokens[i + 1] == .symbol("=") else {
            print("skipping \(tokens[i])"); i += 1; continue
        }
        i += 2
        if let v = value() { result.append((key, v)) }
    }
    return result
}

let config = """
name = "workbook"
retries = 3
ports = [80, 443, [8080, 8081]]
; comment
title = "observation"
"""
for (key, value) in parse(config) { print("\(key) -> \(value)") }
print(parse("a = 1 b = [\"x\"]").map { $0.0 })
