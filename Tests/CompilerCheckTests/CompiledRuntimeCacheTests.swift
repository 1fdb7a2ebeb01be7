import Foundation
import Testing

@testable import CompilerCheck

/// The built-in runtime's cache (`.build/workbook-compiled/runtime-KEY`): an edit to the
/// runtime's sources gives a new key (a fresh build, never a stale one), and a build left
/// half-done by a workbook that is gone is removed, while a live builder's is kept.
@Suite("compiled runtime cache")
struct CompiledRuntimeCacheTests {
    let toolchain = Toolchain(swiftc: "/bin/true", origin: "test")

    func makeRoot() throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("wb-key-\(UUID().uuidString)").path
        for folder in CompiledRuntime.sourceFolders {
            try FileManager.default.createDirectory(
                atPath: "\(root)/Sources/\(folder)", withIntermediateDirectories: true)
        }
        try "public final class Registrar {}\n".write(
            toFile: "\(root)/Sources/ObservationRuntime/Registrar.swift", atomically: false, encoding: .utf8)
        return root
    }

    @Test("editing, adding or removing an ObservationRuntime file changes the key")
    func keyFollowsRuntimeSources() throws {
        let root = try makeRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let original = CompiledRuntime.cacheKey(root: root, toolchain: toolchain)
        #expect(CompiledRuntime.cacheKey(root: root, toolchain: toolchain) == original, "stable when nothing changed")
        try "public final class Registrar { var n = 0 }\n".write(
            toFile: "\(root)/Sources/ObservationRuntime/Registrar.swift", atomically: false, encoding: .utf8)
        let edited = CompiledRuntime.cacheKey(root: root, toolchain: toolchain)
        #expect(edited != original)
        try "func added() {}\n".write(
            toFile: "\(root)/Sources/ObservationRuntime/Added.swift", atomically: false, encoding: .utf8)
        let added = CompiledRuntime.cacheKey(root: root, toolchain: toolchain)
        #expect(added != edited)
        try FileManager.default.removeItem(atPath: "\(root)/Sources/ObservationRuntime/Added.swift")
        #expect(CompiledRuntime.cacheKey(root: root, toolchain: toolchain) != added)
    }

    @Test("a .building-PID folder of a workbook that is gone is removed; a live one's stays")
    func abandonedBuildsAreRemoved() throws {
        let root = try makeRoot()
        defer { try? FileManager.default.removeItem(atPath: root) }
        // A pid that cannot be running: beyond Linux's pid_max (at most 2^22).
        let gone = "\(root)/runtime-abc.building-9999999"
        let live = "\(root)/runtime-abc.building-\(getpid())"
        let program = "\(root)/0123abcd.building-9999998-12345"
        for folder in [gone, live, program] {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        }
        CompiledRuntime.removeAbandonedBuilds(in: root)
        #expect(!FileManager.default.fileExists(atPath: gone))
        #expect(!FileManager.default.fileExists(atPath: program))
        #expect(FileManager.default.fileExists(atPath: live))
    }
}
