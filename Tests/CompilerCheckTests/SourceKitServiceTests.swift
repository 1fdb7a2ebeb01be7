import Foundation
import Testing

@testable import CompilerCheck

/// sourcekitd's answers read through its variant API: values, not text to parse.
@Suite("sourcekitd read through its variant API", .serialized)
struct SourceKitServiceTests {
    let service: SourceKitService
    let folder: URL

    init() throws {
        service = try #require(SourceKitService.shared(swiftc: try Toolchain.locate().get().swiftc))
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("sourcekit-tests-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    /// `main.swift` in a folder of its own, holding `source`.
    func file(_ source: String) throws -> String {
        let path = folder.appendingPathComponent("main.swift").path
        try source.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    @Test func diagnosticsComeBackAsDictionariesStringsIntegersAndUIDs() throws {
        let path = try file("let 名前 = \"a \\\"b\\\"\"\n名前 = \"c\"\n")
        let answer = service.diagnostics(file: path, arguments: ["-module-name", "main", path])
        guard case .success(let response) = answer else {
            Issue.record("no diagnostics: \(answer)")
            return
        }
        let first = try #require(response["key.diagnostics"]?.elements.first)
        #expect(first["key.description"] == .string("cannot assign to value: '名前' is a 'let' constant"))
        #expect(first["key.severity"] == .uid("source.diagnostic.severity.error"))
        #expect(first["key.line"] == .integer(2))
        #expect(first["key.filepath"] == .string(path))
        let note = try #require(first["key.diagnostics"]?.elements.first)
        #expect(note["key.fixits"]?.elements.first?["key.sourcetext"] == .string("var"))
    }

    @Test func anErrorResponseSaysWhatWentWrong() {
        let answer = service.send("{ key.request: source.request.no.such.request }")
        guard case .failure(.error(let kind, let description)) = answer else {
            Issue.record("expected an error response, got \(answer)")
            return
        }
        #expect(kind == 2)  // SOURCEKITD_ERROR_REQUEST_INVALID
        #expect(!description.isEmpty)
        #expect(service.send("{ not yaml") == .failure(.notARequest))
    }

    @Test func variableTypesNameEachVariableByItsPlaceInSwiftcsSpelling() throws {
        let source = "let words = \"a b\".split(separator: \" \")\nlet table: [String: Int]? = nil\n"
        let path = try file(source)
        let types = try #require(service.variableTypes(file: path, arguments: ["-module-name", "main", path]))
        let bytes = Array(source.utf8)
        let named = types.map { (String(decoding: bytes[$0.offset..<($0.offset + $0.length)], as: UTF8.self), $0.type) }
        #expect(named.map(\.0) == ["words", "table"])
        #expect(named.map(\.1) == ["[String.SubSequence]", "[String : Int]?"])
    }

    @Test func aCancelledRequestReturnsAtOnce() throws {
        let path = try file(String(repeating: "let v = 1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 9 + 10\n", count: 50))
        #expect(
            service.diagnostics(file: path, arguments: ["-module-name", "main", path], shouldCancel: { true })
                == .failure(.cancelled))
    }
}
