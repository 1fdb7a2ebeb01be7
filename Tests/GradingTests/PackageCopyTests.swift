import Foundation
import Testing

@testable import Grading

@Suite struct PackageCopyTests {
    private func git(_ arguments: [String], in directory: URL) throws {
        let result = try ProcessRunner.run(
            ["git", "-c", "user.email=t@example.com", "-c", "user.name=t"] + arguments, in: directory)
        #expect(result.exitCode == 0, "git \(arguments.joined(separator: " ")): \(result.output)")
    }

    @Test func copiesWhatACloneWouldHaveAndKeepsUnchangedFilesAsTheyAre() throws {
        let source = try Fixture()
        let destination = try Fixture()
        try source.writeCompleteExercise()
        try source.write(".gitignore", ".build/\n")
        try source.write(".build/big.o", "ignored")
        try git(["init", "-q"], in: source.root)
        try git(["add", "."], in: source.root)
        try git(["commit", "-qm", "start"], in: source.root)
        try source.write("New.swift", "// untracked but not ignored\n")

        let copy = PackageCopy(source: source.root, destination: destination.root)
        try copy.synchronize()
        #expect(destination.read("New.swift") != nil)
        #expect(destination.read(".build/big.o") == nil)
        #expect(
            destination.read("Exercises/01-something/Model.swift") == source.read("Exercises/01-something/Model.swift"))

        let unchanged = destination.root.appendingPathComponent("Package.swift")
        let stamp = try FileManager.default.attributesOfItem(atPath: unchanged.path)[.modificationDate] as? Date
        try destination.write("Stray.swift", "left over\n")
        try source.write("Exercises/01-something/Model.swift", "struct Model { var x = 1 }\n")
        Thread.sleep(forTimeInterval: 0.01)
        try copy.synchronize()
        #expect(destination.read("Stray.swift") == nil)
        #expect(destination.read("Exercises/01-something/Model.swift") == "struct Model { var x = 1 }\n")
        let after = try FileManager.default.attributesOfItem(atPath: unchanged.path)[.modificationDate] as? Date
        #expect(after == stamp, "an unchanged file must keep its time, or every run rebuilds")

        try copy.layReferenceSolutions(of: ExerciseCatalog(root: destination.root))
        #expect(destination.read("Exercises/01-something/Model.swift") == "struct Model {}\n")
    }
}
