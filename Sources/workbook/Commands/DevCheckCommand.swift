import Foundation
import Grading

/// `workbook dev check`: the maintainers' proof that the graders are honest (CI runs it).
enum DevCheckCommand {
    static let usage = """
    usage: workbook dev check [--copy-to DIR]

    For maintainers and CI. Checks every exercise's metadata, then, in a copy of the package
    as a fresh clone would have it (kept in .build/dev-check/package so later runs build
    incrementally):
      1. `swift test` passes with every grader skipped;
      2. with WORKBOOK_GRADE=all, every starter compiles and its grader rejects it;
      3. with each .meta solution laid over its starter, every grader passes.

      --copy-to DIR   keep the copy in DIR instead
    """

    static func run(_ arguments: [String]) -> Int32 {
        if arguments.contains("--help") || arguments.contains("-h") || arguments.isEmpty {
            print(usage)
            return arguments.isEmpty ? 2 : 0
        }
        guard arguments.first == "check" else {
            Terminal.error("unknown `workbook dev` command '\(arguments[0])'; the only one is `workbook dev check`")
            return 2
        }
        guard let parsed = ParsedArguments(Array(arguments.dropFirst()), flags: [], valued: ["--copy-to"], verb: "dev check"),
              let context = CommandContext.locate()
        else { return 2 }
        let destination = parsed.values["--copy-to"].map { URL(fileURLWithPath: $0, isDirectory: true) }
        let check = HonestyCheck(root: context.catalog.root, copyTo: destination) { print($0) }
        do {
            return try check.run() ? 0 : 1
        } catch {
            Terminal.error("\(error)")
            return 1
        }
    }
}
