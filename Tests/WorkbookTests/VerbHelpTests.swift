import Localization
import Testing

@testable import workbook

/// Each verb declares its options once; the one parser reads them and `--help` is written
/// from them, so what `--help` lists is what the verb takes.
@Suite("Verbs: declared options, one parser, generated --help", .serialized)
struct VerbHelpTests {
    let home: TemporaryDirectory

    init() throws { home = try TemporaryDirectory() }

    func workbook(_ arguments: [String]) throws -> PlainRun {
        try PlainRun.run(arguments, stateHome: home.path, currentDirectory: home.path, environment: ["LANG": "C"])
    }

    static var names: [String] { Dispatcher.verbs.map { $0.name } }

    @Test("workbook VERB --help starts with the summary workbook --help shows for it", arguments: names)
    func helpStartsWithTheSummary(_ name: String) throws {
        let verb = try #require(Dispatcher.verbs.first { $0.name == name })
        let summary = Messages.text(verb.summary, [], in: .english)
        let help = try workbook([name, "--help"])
        #expect(help.status == 0)
        #expect(help.stdout.split(separator: "\n").first.map(String.init) == summary)
        #expect(help.stdout.contains("\nusage: workbook \(verb.usageName)"))
        // Every option the verb takes is in its page, with its help.
        for option in verb.options {
            #expect(help.stdout.contains("\n  \(option.label)  "), "\(name) --help lacks \(option.label)")
        }
        // `--help` anywhere on the line, and `help VERB`, give the same page.
        #expect(try workbook([name, "extra", "--help"]).stdout == help.stdout)
        #expect(try workbook(["help", name]).stdout == help.stdout)
    }

    @Test("workbook --help lists every verb with its summary")
    func usageListsEveryVerb() throws {
        let usage = try workbook(["--help"])
        #expect(usage.status == 0)
        for verb in Dispatcher.verbs {
            let summary = Messages.text(verb.summary, [], in: .english)
            let firstWords = summary.split(separator: " ").prefix(3).joined(separator: " ")
            #expect(usage.stdout.contains("\n  \(verb.name)"), "\(verb.name) missing")
            #expect(usage.stdout.contains(firstWords), "\(verb.name)'s summary missing")
        }
    }

    @Test("an unknown option is named, with the nearest spelling the verb declares")
    func unknownOptionSuggests() throws {
        let typo = try workbook(["grade", "--forse"])
        #expect(typo.status == 2)
        #expect(typo.stdout.isEmpty)
        #expect(
            typo.stderr
                == "error: unknown option '--forse' for 'grade'; did you mean '--force'? See 'workbook grade --help'.\n"
        )
        let far = try workbook(["check", "--fast"])
        #expect(far.stderr == "error: unknown option '--fast' for 'check'; see 'workbook check --help'\n")
        let flagWithValue = try workbook(["hint", "3", "--again=yes"])
        #expect(flagWithValue.status == 2)
        #expect(flagWithValue.stderr.contains("unknown option '--again=yes' for 'hint'"))
    }

    @Test("values: NAME VALUE, NAME=VALUE, a missing one named with an example")
    func values() throws {
        let options = Run.options
        let spaced = try VerbArguments(["f.swift", "--timeout", "5", "--trace"], verb: "run", options: options)
        #expect(spaced.value("--timeout") == "5")
        #expect(spaced.has("--trace"))
        #expect(spaced.operands == ["f.swift"])
        let joined = try VerbArguments(["--swift-version=6", "-", "--timeout", "-1"], verb: "run", options: options)
        #expect(joined.value("--swift-version") == "6")
        #expect(joined.value("--timeout") == "-1")
        #expect(joined.operands == ["-"])
        let short = try VerbArguments(["-y", "3"], verb: "reset", options: Reset.options)
        #expect(short.has("--yes"))
        #expect(throws: UsageError.self) { try VerbArguments(["--from"], verb: "reset", options: Reset.options) }
        let missing = try workbook(["reset", "3", "--from"])
        #expect(missing.status == 2)
        #expect(missing.stderr == "error: --from needs a value, e.g. --from HEAD\n")
    }

    @Test("the generated page is in the language the workbook speaks")
    func translated() throws {
        let french = try workbook(["--lang", "fr", "reset", "--help"])
        #expect(french.stdout.hasPrefix(Messages.text(.verbReset, [], in: .french) + "\n\nusage : workbook reset NN"))
        #expect(french.stdout.contains("--yes, -y   ne pas demander"))
        #expect(french.stdout.contains("code de sortie : 0 remis à zéro"))
    }
}
