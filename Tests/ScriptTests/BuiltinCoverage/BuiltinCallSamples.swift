// Sample calls of the builtin initializers (`BuiltinInitializerCheck.implemented`, declared by
// their labels: the types they take are Swift's overloads, so each gets the arguments learners
// pass most) and of the free functions (`BuiltinSignatures.functionResults`). The coverage
// test reports a declared initializer or function that has no sample here.
import ScriptFrontEnd

enum BuiltinCallSamples {
    /// `Int(_:radix:)` → argument lists (the first label is added), each called and printed in a sample of its own.
    static let initializers: [String: [String]] = sizedIntegerInitializers.merging([
        "Int(_:)": [
            "\"42\"", "\"4x\"", "3.9", "-3.9", "Int8(-5)", "Float(2.5)", "UInt(7)",
            "Character(\"7\").wholeNumberValue!",
        ],
        "Int(_:radix:)": ["\"ff\", radix: 16", "\"-101\", radix: 2", "\"z\", radix: 10"],
        "Int(exactly:)": ["2.0", "2.5", "Float(3)", "UInt8(9)"],
        "Double(_:)": ["3", "\"2.5\"", "\"1e3\"", "\"x\"", "Float(1.1)", "Int8(3)", "UInt64(10)"],
        "Float(_:)": ["3", "2.5", "\"1.5\"", "Int16(-4)"],
        "Double(exactly:)": ["3", "Int.max", "Float(0.1)", "Double.nan", "UInt8(7)"],
        "Float(exactly:)": ["16777217", "0.1", "0.5", "Int16(-4)"],
        "Bool(_:)": ["\"true\"", "\"yes\""],
        "Character(_:)": ["\"a\"", "\"é\"", "Unicode.Scalar(UInt8(67))"],
        "Unicode.Scalar(_:)": [
            "UInt8(65)", "UInt8(233)", "UInt16(0x41)", "UInt16(0xD800)", "UInt32(0x1F600)", "UInt32(0x110000)", "66",
            "-1", "\"é\"", "String(\"x\")", "String(\"xy\")", "Unicode.Scalar(UInt8(70))",
        ],
        "String()": [""],
        "String(_:)": ["42", "2.5", "Character(\"x\")", "\"abc\".dropFirst()", "Float(0.1)", "UInt8(200)", "true"],
        "String(describing:)": ["Optional(3)", "(1, \"a\")", "Int.self", "[\"a\": 1]", "1...3"],
        "String(reflecting:)": ["\"q\"", "3", "Optional(\"x\")", "[1.5]"],
        "String(repeating:count:)": ["\"ab\", count: 3", "Character(\"x\"), count: 2"],
        "String(_:radix:)": ["255, radix: 16", "-5, radix: 2"],
        "String(_:radix:uppercase:)": ["255, radix: 16, uppercase: true"],
        "String(data:encoding:)": ["\"hi\".data(using: .utf8)!, encoding: .utf8"],
        "String(decoding:as:)": ["[104, 105] as [UInt8], as: UTF8.self"],
    ]) { sized, _ in sized }

    /// The same for every sized integer (`UInt8(truncatingIfNeeded:)`…).
    private static var sizedIntegerInitializers: [String: [String]] {
        var samples: [String: [String]] = [:]
        for kind in IntegerKind.allCases {
            let type = kind.name
            samples["\(type)(_:)"] = ["7", "Double(3.9)", "Int(5)", "\"12\""]
            samples["\(type)(truncatingIfNeeded:)"] = ["300", "-1"]
            samples["\(type)(clamping:)"] = ["300", "-5"]
            samples["\(type)(exactly:)"] = ["100", "2.5", "1000"]
            if kind == .uint8 { samples["\(type)(ascii:)"] = ["\"A\""] }
        }
        return samples
    }

    /// Each free function, called as learners do.
    static let functions: [String: [String]] = [
        "print": [
            "print(1, \"a\", separator: \"-\", terminator: \"!\\n\")",
            "var log = \"\"\nprint(1, 2, separator: \"+\", to: &log)\nprint(\"x\", terminator: \"\", to: &log)\nprint(log.count, log)",
        ],
        "dump": [
            "let p = dump((x: 1, tags: [\"a\"], note: Optional(\"n\")), name: \"p\")\nprint(p.x)",
            "dump((1, label: 2.5), maxDepth: 0)\nvar text = \"\"\ndump([1, 2, 3], to: &text, maxItems: 2)\nprint(text, terminator: \"\")",
        ],
        "debugPrint": ["debugPrint(\"a\", 1, Character(\"c\"), [\"x\"])"],
        "precondition": ["precondition(1 < 2, \"fine\")\nprint(\"after\")"],
        "assert": ["assert(true)\nprint(\"after\")"],
        "swap": ["var a = 1\nvar b = 2\nswap(&a, &b)\nprint(a, b)"],
        "sqrt": ["print(sqrt(2.0), sqrt(Float(9)), sqrt(Float(2)), type(of: sqrt(Float(2))))"],
        "pow": ["let f: Float = 2\nprint(pow(2.0, 10.0), pow(2.5, -1.0), pow(f, 0.5), type(of: pow(f, 3) + 1))"],
        "floor": ["print(floor(-2.5), floor(2.5), floor(Float(1.7)))"],
        "ceil": ["print(ceil(-2.5), ceil(2.1), ceil(Float(1.2)))"],
        "round": ["print(round(2.5), round(-2.5), round(0.49), round(Float(2.5)))"],
        "type": ["print(type(of: 1), type(of: \"a\"), type(of: [1.5]), type(of: Optional(1)))"],
        "zip": ["print(Array(zip([1, 2, 3], [\"a\", \"b\"])))"],
        "stride": ["print(Array(stride(from: 0, to: 10, by: 3)), Array(stride(from: 3.0, through: 1.0, by: -1)))"],
        "min": ["print(min(3, 1, 2), min(1.5, 2), min(\"b\", \"a\"))"],
        "max": ["print(max(3, 1, 2), max(1.5, 2), max(\"b\", \"a\"))"],
        "abs": ["print(abs(-3), abs(-2.5), abs(Int8(-4)))"],
    ]

    /// `Int(_:radix:)`: the name the table's labels give an initializer.
    static func initializerName(_ typeName: String, _ labels: [String?]) -> String {
        "\(typeName)(" + labels.map { "\($0 ?? "_"):" }.joined() + ")"
    }

    /// Every declared initializer and function as samples, and those declared with none.
    static func all() -> (samples: [BuiltinMemberSample], missing: [String]) {
        var samples: [BuiltinMemberSample] = []
        var missing: [String] = []
        for (typeName, labelLists) in BuiltinInitializerCheck.implemented.sorted(by: { $0.key < $1.key })
        // AsyncStream's initializers take a closure that yields over time: Tasks' own tests run them.
        where typeName != "AsyncStream" {
            for labels in labelLists {
                let name = initializerName(typeName, labels)
                guard let argumentLists = initializers[name] else {
                    missing.append(name)
                    continue
                }
                for (index, arguments) in argumentLists.enumerated() {
                    samples.append(
                        BuiltinMemberSample(
                            name: "\(name)#\(index + 1)",
                            body: "print(\(typeName)(\(labels.first??.appending(": ") ?? "")\(arguments)) as Any)"))
                }
            }
        }
        for function in BuiltinSignatures.functionResults.keys.sorted() {
            guard let bodies = functions[function] else {
                missing.append("\(function)(…)")
                continue
            }
            for (index, body) in bodies.enumerated() {
                samples.append(BuiltinMemberSample(name: "\(function)#\(index + 1)", body: body))
            }
        }
        return (samples, missing)
    }
}
