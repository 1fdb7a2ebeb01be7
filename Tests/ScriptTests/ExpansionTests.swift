// `:expand` shows what the toolchain's @Observable macro generates: compared chunk by chunk
// with `swiftc -dump-macro-expansions` on the same declaration (generic parameter names,
// which the compiler mangles, aside).
import Foundation
import Script
import Testing

private let model = """
    import Observation

    @Observable
    final class UserProfile {
        var name = "Ada"
        var email: String = ""
        var scores: [Int] = []
        @ObservationIgnored var cache = 0
        let id = 1
        var initials: String { String(name.prefix(1)) }
    }

    """

/// The non-empty chunks of a dump, without the `@ObservationTracked` attribute chunks.
private func toolchainChunks(_ dump: String) -> [String] {
    var chunks: [String] = []
    var current: [String] = []
    var inside = false
    for line in dump.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("@__swiftmacro") { continue }
        if line == "------------------------------" {
            if inside {
                chunks.append(current.joined(separator: "\n"))
                current = []
            }
            inside.toggle()
            continue
        }
        if inside { current.append(String(line)) }
    }
    return chunks.map(normalize).filter { !$0.isEmpty && $0 != "@ObservationTracked" }
}

/// Mangled (`$s…fMu_`) and readable (`Member`, `MutationResult`) generic names become `T`;
/// surrounding blank lines and comment lines go.
private func normalize(_ text: String) -> String {
    var s = text
    for pattern in [#"\$s[A-Za-z0-9_]+fMu[0-9]*_"#, #"\bMutationResult\b"#, #"\bMember\b"#] {
        s = s.replacingOccurrences(of: pattern, with: "T", options: .regularExpression)
    }
    return s.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }
        .joined(separator: "\n")
        .trimmingCharacters(in: .whitespacesAndNewlines)
}

private func workbookChunks(_ text: String) -> [String] {
    // Chunks are separated by blank lines that precede a comment header or the extension;
    // the member block is everything before the first storage header.
    var chunks: [String] = []
    var current: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
        if line.hasPrefix("// storage of") || line.hasPrefix("// accessors of") || line.hasPrefix("extension ") {
            chunks.append(current.joined(separator: "\n"))
            current = []
        }
        current.append(String(line))
    }
    chunks.append(current.joined(separator: "\n"))
    return chunks.map(normalize).filter { !$0.isEmpty }
}

@Suite("The @Observable expansion")
struct ExpansionTests {
    @Test("tracked properties are the stored vars, not lets, ignored or computed ones")
    func trackedProperties() throws {
        let session = ScriptSession(options: ScriptOptions(output: { _ in }))
        #expect(session.run(model, file: "m.swift").succeeded)
        let text = try #require(session.expansion(ofType: "UserProfile"))
        #expect(text.contains("private  var _name  = \"Ada\""))
        #expect(text.contains("private  var _scores: [Int] = []"))
        #expect(!text.contains("_cache"))
        #expect(!text.contains("_id"))
        #expect(!text.contains("_initials"))
        #expect(text.contains("extension UserProfile: nonisolated Observation.Observable"))
        #expect(session.expansion(ofType: "Missing") == nil)
    }

    @Test("the expansion equals the toolchain macro's, chunk by chunk")
    func matchesToolchain() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("expansion-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("m.swift")
        try model.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-Xfrontend", "-dump-macro-expansions", file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let dump = String(decoding: data, as: UTF8.self)
        let expected = toolchainChunks(dump)
        try #require(expected.count >= 5, "swiftc printed no expansions:\n\(dump)")

        let session = ScriptSession(options: ScriptOptions(output: { _ in }))
        _ = session.run(model, file: "m.swift")
        let actual = workbookChunks(try #require(session.expansion(ofType: "UserProfile")))
        #expect(actual.sorted() == expected.sorted())
    }
}
