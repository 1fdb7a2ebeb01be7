import Foundation
import Grading
import Localization

/// `workbook dev check`: the maintainers' proof that the graders are honest (CI runs it).
enum DevCheck: Verb {
    static let name = "dev"
    static let summary = "maintainer checks: graders honest (dev check), translations follow English"
    static var help: String { Messages.text(.devHelp) + "\n\n" + englishHelp }
    /// English only, on purpose: the dev commands are for contributors and CI.
    static let englishHelp = """
        usage: workbook dev check [--copy-to DIR]
               workbook dev fingerprints
               workbook dev translations [--missing] [--stamp FILE…]

        For maintainers and CI. Checks every exercise's metadata (README with lesson and
        2–3 hints, starter with the not-done marker, .meta solution, grader, Package.swift
        entry, no stray files), then, in a copy of the package as a fresh clone would
        have it:
          1. 'swift test' passes, with every grader skipped;
          2. with WORKBOOK_GRADE=all, every starter compiles and its grader rejects it;
          3. with each .meta solution laid over its starter, every grader passes;
          4. every known-wrong solution is rejected by its grader: each starter with
             cheating overloads beside it, and each .meta/wrong/NAME/ laid over the
             reference solution.
        The copy lives in .build/dev-check/package so later runs build incrementally.

        'workbook dev fingerprints' records the graders' fingerprints in
        Tests/Graders/fingerprints.txt (run it after changing a grader or GraderSupport).

        'workbook dev translations' compares every translation (Lessons/<code>/*.md,
        Exercises/*/README.<code>.md) with its English file: the line-1 stamp must carry
        the English file's current hash (else the translation is stale), the steps and
        sections must be the same, in the same order, and every fenced block identical
        except // comments and #expect reason strings. Each problem names file, line and
        step. --missing also lists the files each language still lacks. After reviewing a
        translation against the changed English, '--stamp FILE…' writes the current stamp.

        options:
          --copy-to DIR  keep the copy in DIR instead
          -h, --help     show this help

        exit status: 0 all checks hold, 1 some check failed, 2 usage error
        """

    static func run(_ arguments: Arguments, context: VerbContext) -> ExitCode {
        var arguments = arguments
        let console = context.console
        let check: HonestyCheck
        do {
            let command = arguments.takeFirst()
            if command == "translations" {
                return DevTranslations.run(arguments, console: console)
            }
            if command == "fingerprints" {
                try arguments.rejectUnknownOptions(for: "dev fingerprints")
                return recordFingerprints(console: console)
            }
            guard command == "check" else {
                throw UsageError(
                    "the 'dev' commands are 'workbook dev check', 'workbook dev fingerprints' and "
                        + "'workbook dev translations'")
            }
            let copyTo = try arguments.takeOption("--copy-to")
            try arguments.rejectUnknownOptions(for: "dev check")
            if let extra = arguments.remaining.first {
                throw UsageError("'dev check' takes no arguments (got '\(extra)')")
            }
            let root = try Checkout.locate().catalog.root
            check = HonestyCheck(root: root, copyTo: copyTo.map { URL(fileURLWithPath: $0, isDirectory: true) }) {
                console.line($0)
            }
        } catch {
            console.error("\(error)")
            return .usage
        }
        do {
            return try check.run() ? .success : .failure
        } catch {
            console.error("\(error)")
            return .failure
        }
    }

    /// Writes Tests/Graders/fingerprints.txt for the graders as they are now.
    static func recordFingerprints(console: Console) -> ExitCode {
        do {
            let catalog = try Checkout.locate().catalog
            let fingerprints = GraderFingerprints(root: catalog.root)
            let file = catalog.root.appendingPathComponent(GraderFingerprints.file)
            try Data(fingerprints.render(for: catalog).utf8).write(to: file, options: .atomic)
            console.line(
                "Recorded \(fingerprints.folders(of: catalog).count) fingerprints in \(GraderFingerprints.file).")
            return .success
        } catch {
            console.error("\(error)")
            return .failure
        }
    }
}
