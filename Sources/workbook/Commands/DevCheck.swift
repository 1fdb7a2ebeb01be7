import Foundation
import Grading
import Localization

/// `workbook dev check`: the maintainers' proof that the graders are honest (CI runs it).
enum DevCheck: Verb {
    static let name = "dev"
    static let summary = Message.verbDev
    static let operands = "COMMAND"
    /// English only, on purpose: the dev commands are for contributors and CI.
    static var options: [VerbOption] {
        [
            VerbOption("--copy-to", value: "DIR", help: "dev check: keep the copy in DIR instead"),
            VerbOption("--missing", help: "dev translations: also list the files each language still lacks"),
            VerbOption("--stamp", help: "dev translations: write the current stamp into each FILE"),
        ]
    }
    static var about: String { Messages.text(.devHelp) + "\n\n" + englishHelp }
    static let exitStatus = "exit status: 0 all checks hold, 1 some check failed, 2 usage error"
    /// Which subcommand each option belongs to.
    static let optionOwners = ["--copy-to": "check", "--missing": "translations", "--stamp": "translations"]
    static let englishHelp = """
          workbook dev check [--copy-to DIR]
          workbook dev fingerprints
          workbook dev translations [--missing] [--stamp FILE…]

        For maintainers and CI. Checks every exercise's metadata (README with lesson and
        2–3 hints, starter with the not-done marker, .meta solution, grader, Package.swift
        entry, no stray files), then, in a copy of the package as a fresh clone would
        have it:
          1. 'swift test' as a learner runs it (CI and WORKBOOK_DEV unset) passes,
             with every grader skipped;
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
        """

    static func run(_ arguments: VerbArguments, context: VerbContext) -> ExitCode {
        let console = context.console
        let check: HonestyCheck
        do {
            let command = arguments.operands.first
            let rest = Array(arguments.operands.dropFirst())
            guard let command, ["check", "fingerprints", "translations"].contains(command) else {
                throw UsageError(
                    "the 'dev' commands are 'workbook dev check', 'workbook dev fingerprints' and "
                        + "'workbook dev translations'")
            }
            for (option, owner) in optionOwners.sorted(by: { $0.key < $1.key }) where owner != command {
                if arguments.has(option) || arguments.value(option) != nil {
                    throw UsageError(Messages.text(.unknownOption, option, "dev " + command))
                }
            }
            if command == "translations" {
                return DevTranslations.run(
                    rest, stamp: arguments.has("--stamp"), listMissing: arguments.has("--missing"), console: console)
            }
            if let extra = rest.first {
                throw UsageError("'dev \(command)' takes no arguments (got '\(extra)')")
            }
            if command == "fingerprints" { return recordFingerprints(console: console) }
            let copyTo = arguments.value("--copy-to")
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
