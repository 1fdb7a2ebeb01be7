import CompilerCheck
import Foundation
import Testing

/// Issue 35, "every value answers": each everyday line a learner types echoes one line,
/// `$R3: [String.SubSequence] = …` or `parts: [String.SubSequence] = …` as the Swift REPL
/// does, and the type it names is the one swiftc gives the value: a compiled program checks
/// each echoed type against the static type of the same expression or variable.
@Suite("Every value answers with swiftc's static type", .serialized)
struct EveryValueAnswersTests {
    /// Strings, collections, dictionaries, optionals, tuples, enums, structs, classes, closures.
    /// A type or function declaration echoes nothing; every other line echoes exactly one line,
    /// but for those in `severalBindings`.
    static let everydayLines: [String] = [
        #"let greeting = "hello big world""#,
        #"var name = "Ada""#,
        #"name + " Lovelace""#,
        #"greeting.count"#,
        #"greeting.uppercased()"#,
        #"greeting.hasPrefix("hello")"#,
        #"greeting.split(separator: " ")"#,
        #"let parts = greeting.split(separator: " ")"#,
        #"parts[0]"#,
        #"parts.count"#,
        #"String(parts[1])"#,
        #"Array("hey")"#,
        #"greeting.first"#,
        #"greeting.last!"#,
        #""\(name) has \(name.count) letters""#,
        #"name.lowercased().reversed()"#,
        #"String(name.reversed())"#,
        #"greeting.contains("big")"#,
        #"Int("42")"#,
        #"Int("forty")"#,
        #"Double("3.5")"#,
        #"let words = ["apple", "banana", "cherry"]"#,
        #"words.count"#,
        #"words.first"#,
        #"words[1]"#,
        #"words.map { $0.count }"#,
        #"words.filter { $0.hasPrefix("b") }"#,
        #"words.joined(separator: ", ")"#,
        #"words.sorted(by: >)"#,
        #"words.reversed()"#,
        #"words.enumerated().map { "\($0.offset): \($0.element)" }"#,
        #"var nums = [3, 1, 4, 1, 5, 9, 2, 6]"#,
        #"nums.sorted()"#,
        #"nums.min()"#,
        #"nums.max()"#,
        #"nums.reduce(0, +)"#,
        #"nums.contains(4)"#,
        #"nums.firstIndex(of: 4)"#,
        #"nums.prefix(3)"#,
        #"nums.dropFirst(2)"#,
        #"Array(nums.prefix(3))"#,
        #"nums.isEmpty"#,
        #"nums + [7]"#,
        #"Set(nums)"#,
        #"Set(nums).count"#,
        #"[1, 2, 3].map(String.init)"#,
        #"Array(1...5)"#,
        #"(1...5).map { $0 * $0 }"#,
        #"stride(from: 0, to: 10, by: 3).map { $0 }"#,
        #"zip(words, nums).map { "\($0)\($1)" }"#,
        #"[[1, 2], [3]].flatMap { $0 }"#,
        #"[1, nil, 3].compactMap { $0 }"#,
        #"let ages = ["Ada": 36, "Alan": 41]"#,
        #"ages["Ada"]"#,
        #"ages["Bob"]"#,
        #"ages["Bob", default: 0]"#,
        #"ages.keys.sorted()"#,
        #"ages.values.sorted()"#,
        #"ages.count"#,
        #"ages.mapValues { $0 + 1 }"#,
        #"ages.filter { $0.value > 40 }"#,
        #"Dictionary(grouping: words, by: { $0.count })"#,
        #"Dictionary(uniqueKeysWithValues: zip(["a", "b"], [1, 2]))"#,
        #"ages.sorted { $0.key < $1.key }.map(\.key)"#,
        #"var scores: [String: [Int]] = [:]"#,
        #"scores"#,
        #"let maybe: Int? = 5"#,
        #"maybe"#,
        #"maybe ?? 0"#,
        #"maybe.map { $0 * 2 }"#,
        #"let nothing: String? = nil"#,
        #"nothing ?? "none""#,
        #"nothing?.count"#,
        #"Optional("x")"#,
        #"words.first?.uppercased()"#,
        #"let pair = (1, "one")"#,
        #"pair.0"#,
        #"pair.1"#,
        #"let point = (x: 3, y: 4)"#,
        #"point.x"#,
        #"(point.x * point.x + point.y * point.y)"#,
        #"let (q, r) = (17 / 5, 17 % 5)"#,
        #"var low = 1, high = 10.0"#,
        #"high - Double(low)"#,
        #"q"#,
        #"enum Direction { case north, south, east, west }"#,
        #"Direction.north"#,
        #"let heading = Direction.east"#,
        #"heading == .east"#,
        #"enum Planet: Int { case mercury = 1, venus, earth }"#,
        #"Planet.earth.rawValue"#,
        #"Planet(rawValue: 2)"#,
        #"enum Shape { case circle(radius: Double), square(side: Double) }"#,
        #"Shape.circle(radius: 2)"#,
        #"struct Point { var x: Int; var y: Int }"#,
        #"let origin = Point(x: 0, y: 0)"#,
        #"origin.x"#,
        #"Point(x: 1, y: 2)"#,
        #"struct Temperature { var celsius: Double; var fahrenheit: Double { celsius * 9 / 5 + 32 } }"#,
        #"Temperature(celsius: 100).fahrenheit"#,
        #"class Counter { var count = 0; func bump() -> Int { count += 1; return count } }"#,
        #"let counter = Counter()"#,
        #"counter.bump()"#,
        #"counter.count"#,
        #"counter === counter"#,
        #"let double = { (n: Int) in n * 2 }"#,
        #"double(21)"#,
        #"double"#,
        #"let add: (Int, Int) -> Int = { $0 + $1 }"#,
        #"add(2, 3)"#,
        #"[3, 1, 2].sorted(by: <)"#,
        #"func square(_ n: Int) -> Int { n * n }"#,
        #"square(7)"#,
        #"square"#,
        #"nums.map(square)"#,
        #"let total = nums.reduce(0) { $0 + $1 }"#,
        #"total > 20 ? "big" : "small""#,
        #"type(of: 1)"#,
        #"3.14159 * 2"#,
        #"10 / 4"#,
        #"10.0 / 4"#,
        #"Int.max"#,
        #"UInt8(200)"#,
        #"1 << 4"#,
        #"true && false"#,
        #""abc" < "abd""#,
        #"Character("a").isLetter"#,
        #"Double(nums.count) / 2"#,
        #"$R0"#,
    ]

    /// Lines that declare several variables: one echo line for each, as in the Swift REPL.
    static let severalBindings = ["let (q, r) = (17 / 5, 17 % 5)": 2, "var low = 1, high = 10.0": 2]

    struct Echo {
        var name: String
        var type: String
    }

    @Test func eachEverydayLineEchoesOneLineWithTheTypeSwiftcInfers() throws {
        #expect(Self.everydayLines.count >= 100)
        let home = try TemporaryDirectory()
        // A marker after each line tells whose output is whose (a `print` echoes nothing).
        let stdin = Self.everydayLines.enumerated().map { "\($1)\nprint(\"#\($0)\")" }.joined(separator: "\n") + "\n"
        let run = try PlainRun.run(
            ["--lessons", home.path], stdin: stdin, stateHome: home.path, currentDirectory: home.path)
        #expect(run.stderr.isEmpty, "\(run.stderr)")
        var outputs = Array(repeating: [String](), count: Self.everydayLines.count)
        var current = 0
        for line in run.stdout.split(separator: "\n").map(String.init) {
            if line.hasPrefix("#"), let index = Int(line.dropFirst()) {
                current = index + 1
            } else if current < outputs.count {
                outputs[current].append(line)
            }
        }
        var echoes: [[Echo]] = []
        for (line, output) in zip(Self.everydayLines, outputs) {
            let declaresAType = ["struct ", "class ", "enum ", "func "].contains { line.hasPrefix($0) }
            let expected = declaresAType ? 0 : Self.severalBindings[line] ?? 1
            let read = output.compactMap(Self.echo(in:))
            #expect(output.count == expected && read.count == expected, "`\(line)` printed \(output)")
            echoes.append(read)
        }
        let verdict = try Self.compiledCheck(of: Self.everydayLines, echoes: echoes)
        #expect(verdict.isEmpty, "\(verdict)")
    }

    /// The oracle can say no: an echoed type that is not the static one is named.
    @Test func theCompiledCheckCatchesAWrongType() throws {
        let verdict = try Self.compiledCheck(
            of: ["let n = 5", "n + 1"], echoes: [[Echo(name: "n", type: "Int?")], [Echo(name: "$R0", type: "Int")]])
        #expect(verdict.hasPrefix("line 1: swiftc's static type is Int, the REPL echoed Optional<Int>"), "\(verdict)")
        #expect(!verdict.contains("line 2"))
    }

    /// `name: Type = value` → name and type; nil when the line is something else.
    static func echo(in line: String) -> Echo? {
        guard let colon = line.range(of: ": "),
            let equals = line.range(of: " = ", range: colon.upperBound..<line.endIndex)
        else { return nil }
        let name = String(line[..<colon.lowerBound])
        guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "$" }) else { return nil }
        return Echo(name: name, type: String(line[colon.upperBound..<equals.lowerBound]))
    }

    /// The lines as one Swift program, each echoed value followed by a check that the echoed
    /// type is the static type swiftc gives it. Returns what the program printed (nothing when
    /// every type agrees) or swiftc's errors (an echoed type that is no Swift type).
    static func compiledCheck(of lines: [String], echoes: [[Echo]]) throws -> String {
        let swiftc = try Toolchain.locate().get().swiftc
        var program = """
            import Observation
            func __echoed<V, W>(_ value: V, as echoed: W.Type, line: Int) {
                if V.self != W.self { print("line \\(line): swiftc's static type is \\(V.self), the REPL echoed \\(W.self)") }
            }

            """
        for (index, (line, lineEchoes)) in zip(lines, echoes).enumerated() {
            let swiftLine = line.replacingOccurrences(of: "$R", with: "_R")
            if let result = lineEchoes.first(where: { $0.name.hasPrefix("$R") }) {
                program += "let \(result.name.replacingOccurrences(of: "$R", with: "_R")) = (\(swiftLine))\n"
            } else {
                program += swiftLine + "\n"
            }
            for echo in lineEchoes {
                let name = echo.name.replacingOccurrences(of: "$R", with: "_R")
                program += "__echoed(\(name), as: (\(echo.type)).self, line: \(index + 1))\n"
            }
        }
        let folder = try TemporaryDirectory()
        let source = try folder.write("main.swift", program)
        let executable = folder.url.appendingPathComponent("echoes").path
        let compile = try Self.launch(swiftc, [source.path, "-o", executable])
        guard compile.status == 0 else { return "swiftc rejected the program:\n\(compile.output)\n\(program)" }
        return try Self.launch(executable, []).output
    }

    static func launch(_ path: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
