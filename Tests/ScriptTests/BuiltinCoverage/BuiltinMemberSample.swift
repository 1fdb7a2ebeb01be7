// One member `BuiltinSignatures` declares, written as a small program that calls it on a
// sample value and prints what it returns (and, for a mutating member, the value after).
// The coverage test runs every such program in the interpreter and compiled by swiftc.
import ScriptFrontEnd

struct BuiltinMemberSample {
    /// `String.padding(toLength:withPad:startingAt:)`, `Int.max`: how a failure names the member.
    let name: String
    /// Statements, run inside their own `do { }` when compiled together with the others.
    let body: String

    /// The generic parameters of the table's types and methods, each given one concrete type.
    static let concreteTypes: [String: String] = [
        "Element": "Int", "T": "Int", "U": "Int", "Result": "Int", "Key": "String", "Value": "Int",
        "Wrapped": "Int", "Bound": "Int",
    ]

    /// A sample receiver for each builtin type, declared as `v`.
    static func receiver(of typeName: String) -> (type: String, value: String)? {
        switch typeName {
        case "Int": ("Int", "7")
        case "Double": ("Double", "2.5")
        case "Float": ("Float", "2.5")
        case "Bool": ("Bool", "true")
        case "Character": ("Character", "\"a\"")
        case "Unicode.Scalar": ("Unicode.Scalar", "\"\u{203C}\"")
        case "Unicode.Scalar.Properties": ("Unicode.Scalar.Properties", "(\"\u{00BD}\" as Unicode.Scalar).properties")
        case "String": ("String", "\"Hello, world\"")
        case "Substring": ("Substring", "\"Hello, world\".dropFirst(0)")
        case "Array": ("[Int]", "[3, 1, 2]")
        case "ArraySlice": ("ArraySlice<Int>", "[3, 1, 2][0...]")
        case "Dictionary": ("[String: Int]", "[\"a\": 1]")
        case "Set": ("Set<Int>", "[2]")
        case "Optional": ("Int?", "3")
        case "Range": ("Range<Int>", "0..<5")
        case "ClosedRange": ("ClosedRange<Int>", "0...5")
        default:
            IntegerKind.allCases.contains { $0.name == typeName } ? (typeName, "7") : nil
        }
    }

    /// An argument of the (concrete) parameter type; nil when the table has none yet, which the
    /// coverage test reports so that a new signature comes with its sample.
    static func argument(ofType type: String, receiverType: String) -> String? {
        switch type {
        case "Int", "Double", "Float": return "1"
        case "String": return "\"l\""
        case "Character": return "\"l\""
        case "Bool": return "true"
        case "[Int]": return "[9]"
        case "Set<Int>": return "[1]"
        case "[String: Int]": return "[\"b\": 2]"
        case "Range<Int>": return "1..<2"
        case "ClosedRange<Int>": return "1...2"
        case "Range<Double>": return "1..<1.5"
        case "ClosedRange<Double>": return "1...1.5"
        case "String.Index": return "v.index(after: v.startIndex)"
        case "Range<String.Index>": return "v.startIndex..<v.index(after: v.startIndex)"
        case "CharacterSet": return ".whitespaces"
        case "String.Encoding": return ".utf8"
        case "(Int) -> Bool": return "{ $0 > 1 }"
        case "(Int, Int) -> Bool": return "{ $0 > $1 }"
        case "(Int) -> Int": return "{ $0 * 2 }"
        case "(Int) -> Int?": return "{ $0 > 1 ? $0 : nil }"
        case "(Int) -> [Int]": return "{ [$0, -$0] }"
        case "(Int, Int) -> Int": return "{ $0 + $1 }"
        case "(inout Int, Int) -> Void": return "{ $0 += $1 }"
        case "(Int) -> Void": return "{ print(\"each\", $0) }"
        case "((key: String, value: Int)) -> Bool": return "{ $0.value > 0 }"
        default:
            // A sized integer of the receiver's own type: a literal, typed by the parameter.
            return IntegerKind.allCases.contains { $0.name == type } ? "1" : nil
        }
    }

    /// How to print a result of this (concrete) type so that both sides print the same text:
    /// a set or dictionary in a fixed order, a string index by its offset.
    static func printed(_ expression: String, ofType type: String) -> String {
        if type.hasPrefix("Set<") { return "print(\(expression).sorted())" }
        if type.hasPrefix("[String: ") { return "print(\(expression).sorted { $0.key < $1.key })" }
        switch type {
        case "String.Index": return "print(v.distance(from: v.startIndex, to: \(expression)))"
        case "String.Index?": return "print(\(expression).map { v.distance(from: v.startIndex, to: $0) } as Any)"
        case "Range<String.Index>?": return "print(\(expression).map { String(v[$0]) } as Any)"
        case "Data?": return "print(\(expression)?.count as Any)"
        default: return "print(\(expression))"
        }
    }
}
