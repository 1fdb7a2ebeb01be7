// Issue 34: no error worded as swiftc's is raised while the interpreter runs. swiftc's words
// (ScriptError.compile) belong to the checks in ScriptFrontEnd, which run before anything;
// what the interpreter meets later and cannot run is the workbook's own refusal
// (ScriptError.cannotRun), said in its words.
import Foundation
import Script
import Testing

@Suite("Run-time refusals in the workbook's words")
struct RunTimeRefusalTests {
    /// Two overloads told apart only by `where Element == …`, called on an empty array: Swift
    /// picks by the static type, the interpreter sees no element to choose by.
    static let program = """
        extension Array where Element == Int {
            func describe() -> String { "ints" }
        }
        extension Array where Element == String {
            func describe() -> String { "strings" }
        }
        print("start")
        let empty: [Int] = []
        print(empty.describe())

        """

    @Test("Sources/Script raises no ScriptError.compile: swiftc's words stay in ScriptFrontEnd")
    func noCompilerWordsInTheInterpreter() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Sources/Script").standardizedFileURL
        let files = try #require(FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil))
        var offenders: [String] = []
        var swiftFiles = 0
        for case let url as URL in files where url.pathExtension == "swift" {
            swiftFiles += 1
            let lines = try String(contentsOf: url, encoding: .utf8).split(
                separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where line.contains(".compile(") {
                offenders.append("\(url.lastPathComponent):\(index + 1): \(line.trimmingCharacters(in: .whitespaces))")
            }
        }
        #expect(swiftFiles > 100, "Sources/Script not found at \(root.path)")
        #expect(
            offenders.isEmpty,
            "use ScriptError.cannotRun, or a check in ScriptFrontEnd:\n\(offenders.joined(separator: "\n"))")
    }

    @Test("after swiftc accepted the entry, a refusal met while running is the workbook's, naming the construct")
    func refusalAfterTheCompilerAccepted() throws {
        let result = runAccepted(Self.program, file: "r.swift")
        #expect(result.output == "start\n")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.isWorkbookRefusal)
        #expect(diagnostic.message.hasPrefix("the workbook's interpreter cannot run "), "\(diagnostic.message)")
        let construct = try #require(diagnostic.refusedConstruct)
        #expect(construct.contains("'describe'"), "\(construct)")
        #expect(diagnostic.location.line == 9)
        #expect(!result.refusedBeforeRunning)
    }

    @Test("with no compiler to vouch for the entry, the same refusal is an error in the workbook's words")
    func refusalWithoutTheCompiler() throws {
        let session = ScriptSession(options: ScriptOptions(output: { _ in }))
        let result = session.run(Self.program, file: "r.swift")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(!diagnostic.isWorkbookRefusal)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.message.hasPrefix("the workbook's interpreter cannot run "), "\(diagnostic.message)")
        #expect(!result.succeeded)
    }

    @Test("static mistakes moved to the checks are refused in swiftc's words before anything prints")
    func staticMistakesRefusedUpFront() throws {
        let programs = [
            ("print(0)\nlet x = 1\nx = 2\n", "cannot assign to value: 'x' is a 'let' constant"),
            ("print(0)\nimport UIKit\n", "no such module 'UIKit'"),
            ("print(0)\nclass C {}\nweak var c: C = C()\n", "'weak' variable should have optional type 'C?'"),
            (
                "import Observation\nprint(0)\n@Observable class M { lazy var x = 1 }\n",
                "'lazy' cannot be used on a computed property"
            ),
        ]
        for (source, message) in programs {
            let result = ScriptSession(options: ScriptOptions(output: { _ in })).run(source, file: "s.swift")
            #expect(result.output == "", "\(source)")
            #expect(result.refusedBeforeRunning, "\(source)")
            #expect(result.diagnostics.first?.message.hasPrefix(message) == true, "\(result.diagnostics)")
        }
    }

    @Test("a missing member is still pointed at by name, from the error's field, not its words")
    func memberIsPointedAt() throws {
        let session = ScriptSession(options: ScriptOptions(output: { _ in }))
        let result = session.run("struct P { var x = 1 }\nlet p = P()\np.nothing(1)\n", file: "m.swift")
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.message.contains("'nothing'"), "\(diagnostic.message)")
        #expect(diagnostic.location.column == 3)
    }
}
