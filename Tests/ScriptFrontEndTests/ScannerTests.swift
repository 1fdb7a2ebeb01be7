import Testing

@testable import ScriptFrontEnd

@Suite("Scanner: the tokens of Swift's lexical grammar the workbook reads")
struct ScannerTests {
    private func tokens(_ source: String) throws -> [(Token.Kind, String)] {
        var scanner = Scanner(source)
        return try scanner.scan().filter { $0.kind != .eof }.map { ($0.kind, $0.text) }
    }

    @Test("an emoji or accented identifier is one identifier")
    func unicodeIdentifiers() throws {
        let scanned = try tokens("let 🐶🐮 = café")
        #expect(scanned.map(\.1) == ["let", "🐶🐮", "=", "café"])
        #expect(scanned[1].0 == .identifier && scanned[3].0 == .identifier)
    }

    @Test("a hexadecimal float and an integer with separators are numbers")
    func numbers() throws {
        let scanned = try tokens("0x1p-2 1_000")
        #expect(scanned.map(\.0) == [.float, .integer])
    }

    @Test("an unterminated string is an error, not a token")
    func unterminatedString() {
        var scanner = Scanner("let s = \"abc")
        #expect(throws: ScriptError.self) { try scanner.scan() }
    }
}
