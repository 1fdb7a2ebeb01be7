import Foundation
import Testing

/// README's 60-second tour is a transcript a learner copies line by line (issue 35): every
/// `swift>` line, pasted as written with its `// comment`, runs, and every line the tour
/// shows as the workbook's answer is one the workbook prints (`…` stands for a long answer).
@Suite("README's tour, pasted")
struct ReadmeTourTests {
    struct Tour {
        var typed: [String] = []
        var shown: [String] = []
    }

    static func tour() throws -> Tour {
        let readme = try String(
            contentsOf: WorkbookBinary.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try #require(readme.range(of: "## The 60-second tour"))
        let rest = readme[section.upperBound...]
        let open = try #require(rest.range(of: "```text\n"))
        let close = try #require(rest[open.upperBound...].range(of: "```"))
        var tour = Tour()
        for line in rest[open.upperBound..<close.lowerBound].split(separator: "\n") {
            if line.hasPrefix("swift> ") {
                tour.typed.append(String(line.dropFirst("swift> ".count)))
            } else if line.trimmingCharacters(in: .whitespaces) != "…", !line.hasPrefix("$ ") {
                tour.shown.append(String(line))
            }
        }
        return tour
    }

    @Test func everyTypedLineRunsAndEveryShownLineIsPrinted() throws {
        let tour = try Self.tour()
        #expect(tour.typed.count >= 10, "the tour is found")
        let home = try TemporaryDirectory()
        let run = try PlainRun.run(
            ["--lessons", WorkbookBinary.packageRoot.appendingPathComponent("Lessons").path],
            stdin: tour.typed.joined(separator: "\n") + "\n", stateHome: home.path, currentDirectory: home.path)
        #expect(run.status == 0)
        let printed = Set((run.stdout + "\n" + run.stderr).split(separator: "\n").map(String.init))
        for line in tour.shown {
            #expect(printed.contains(line), "README's tour shows a line the workbook does not print: \(line)")
        }
        // The one error the tour shows is swiftc's, on purpose; nothing else fails.
        let errors = (run.stdout + "\n" + run.stderr).split(separator: "\n").filter { $0.hasPrefix("error:") }
        #expect(errors == ["error: cannot assign value of type 'String' to type 'Int'"], "\(run.stderr)")
    }
}
