import Foundation
import Testing

/// `workbook hint`, `reset` and the verbs' usage errors, run as a learner runs them, in a
/// small checkout of their own. (`grade` runs `swift test`; `workbook dev check` covers it.)
@Suite struct ExerciseVerbsTests {
    private static let starter =
        "// WORKBOOK: NOT DONE — delete this line when you want this exercise graded\nstruct Model {}\n"

    /// A git checkout with one exercise, its starter committed.
    private func makeCheckout() throws -> TemporaryDirectory {
        let checkout = try TemporaryDirectory()
        try checkout.write("Package.swift", "// swift-tools-version:6.0\n")
        try checkout.write("Exercises/01-first/Model.swift", Self.starter)
        try checkout.write(
            "Exercises/01-first/README.md",
            """
            # Exercise 01 — First

            Follows lesson: Lessons/02-macro-expansion.md

            ## Hints

            ### Hint 1

            Look closer.

            ### Hint 2

            Use the registrar.
            """)
        for arguments in [
            ["init", "-q"], ["add", "."],
            ["-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-qm", "starter"],
        ] {
            let git = Process()
            git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            git.arguments = ["git"] + arguments
            git.currentDirectoryURL = checkout.url
            try git.run()
            git.waitUntilExit()
            #expect(git.terminationStatus == 0, "git \(arguments.joined(separator: " ")) failed")
        }
        return checkout
    }

    @Test func hintRevealsOneMoreEachTimeAndRemembers() throws {
        let checkout = try makeCheckout()
        let state = try TemporaryDirectory()
        let first = try PlainRun.run(["hint", "1"], stateHome: state.path, currentDirectory: checkout.path)
        #expect(first.status == 0)
        #expect(first.stdout.contains("hint 1 of 2") && first.stdout.contains("Look closer."))
        #expect(!first.stdout.contains("Use the registrar."))
        let second = try PlainRun.run(
            ["hint", "01"], stateHome: state.path,
            currentDirectory: checkout.url.appendingPathComponent("Exercises").path)
        #expect(second.stdout.contains("hint 2 of 2") && second.stdout.contains("Use the registrar."))
        let third = try PlainRun.run(["hint", "1"], stateHome: state.path, currentDirectory: checkout.path)
        #expect(third.stdout.contains("hint 2 of 2") && third.stdout.contains("That was the last hint"))
        let saved = state.read("state/observation-workbook/hints.json") ?? ""
        #expect(saved.contains("\"01-first\" : 2"))
    }

    /// Issue 15: hints come from README.<code>.md in the learner's language, else English.
    @Test func hintReadsTheTranslatedReadmeOfTheLearnersLanguage() throws {
        let checkout = try makeCheckout()
        try checkout.write(
            "Exercises/01-first/README.fr.md",
            """
            <!-- translation-of: README.md sha256:0000000000000000 -->
            # Exercice 01 — Premier

            ## Indices

            ### Indice 1

            Regardez de plus près.

            ### Indice 2

            Utilisez le registrar.
            """)
        let state = try TemporaryDirectory()
        let french = try PlainRun.run(
            ["hint", "1"], stateHome: state.path, currentDirectory: checkout.path,
            environment: ["LANG": "fr_FR.UTF-8"])
        #expect(french.status == 0)
        #expect(french.stdout.contains("Regardez de plus près.") && !french.stdout.contains("Look closer."))
        // No Japanese README: the English hints, and the count carries over (hint 2).
        let japanese = try PlainRun.run(
            ["hint", "1"], stateHome: state.path, currentDirectory: checkout.path,
            environment: ["LANG": "ja_JP.UTF-8"])
        #expect(japanese.stdout.contains("Use the registrar."))
    }

    @Test func unknownExercisesAndOptionsAreUsageErrors() throws {
        let checkout = try makeCheckout()
        let state = try TemporaryDirectory()
        let unknown = try PlainRun.run(["hint", "7"], stateHome: state.path, currentDirectory: checkout.path)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("no exercise '7'; the exercises are 01"))
        let option = try PlainRun.run(["grade", "--bogus"], stateHome: state.path, currentDirectory: checkout.path)
        #expect(option.status == 2)
        #expect(option.stderr.contains("unknown option '--bogus'"))
        let outside = try PlainRun.run(["grade"], stateHome: state.path, currentDirectory: state.path)
        #expect(outside.status == 2)
        #expect(outside.stderr.contains("no workbook checkout here"))
    }

    @Test func resetAsksAndRestoresTheStarter() throws {
        let checkout = try makeCheckout()
        let state = try TemporaryDirectory()
        try checkout.write("Exercises/01-first/Model.swift", "struct Model { var mine = 1 }\n")
        try checkout.write("Exercises/01-first/Helper.swift", "struct Helper {}\n")

        let refused = try PlainRun.run(["reset", "1"], stateHome: state.path, currentDirectory: checkout.path)
        #expect(refused.status == 1)
        #expect(
            refused.stdout.contains("Exercises/01-first/Helper.swift")
                && refused.stdout.contains("Exercises/01-first/Model.swift"))
        #expect(refused.stderr.contains("add --yes"))
        #expect(checkout.read("Exercises/01-first/Model.swift") == "struct Model { var mine = 1 }\n")

        let reset = try PlainRun.run(["reset", "1", "--yes"], stateHome: state.path, currentDirectory: checkout.path)
        #expect(reset.status == 0)
        #expect(checkout.read("Exercises/01-first/Model.swift") == Self.starter)
        #expect(checkout.read("Exercises/01-first/Helper.swift") == nil)

        #expect(
            reset.stdout.contains("Your files are kept in \(state.path)/state/observation-workbook/backups/01-first/"))
        #expect(reset.stdout.contains("'workbook reset 01 --undo' puts them back"))

        let again = try PlainRun.run(["reset", "1", "--yes"], stateHome: state.path, currentDirectory: checkout.path)
        #expect(again.stdout.contains("nothing to reset"))

        let undo = try PlainRun.run(["reset", "1", "--undo"], stateHome: state.path, currentDirectory: checkout.path)
        #expect(undo.status == 0)
        #expect(checkout.read("Exercises/01-first/Model.swift") == "struct Model { var mine = 1 }\n")
        #expect(checkout.read("Exercises/01-first/Helper.swift") == "struct Helper {}\n")
    }

    @Test func resetSpeaksTheLearnersLanguage() throws {
        let checkout = try makeCheckout()
        let state = try TemporaryDirectory()
        try checkout.write("Exercises/01-first/Model.swift", "struct Model { var mine = 1 }\n")
        let japanese = ["LANG": "ja_JP.UTF-8"]
        let refused = try PlainRun.run(
            ["reset", "1"], stateHome: state.path, currentDirectory: checkout.path, environment: japanese)
        #expect(refused.stdout.contains("演習 01 をリセットすると、次のファイルへの変更が破棄されます："))
        #expect(refused.stderr.contains("それでもリセットするには --yes を付けてください"))
        let reset = try PlainRun.run(
            ["--lang", "fr", "reset", "1", "--yes"], stateHome: state.path, currentDirectory: checkout.path)
        #expect(reset.stdout.contains("L'exercice 01 est revenu à son état de départ (non tenté)."))
        #expect(reset.stdout.contains("'workbook reset 01 --undo' les remet en place."))
    }

    /// Issue 14: `--from=--output=FILE` was passed to git as an option and wrote FILE.
    @Test func resetRefusesASourceThatLooksLikeAGitOption() throws {
        let checkout = try makeCheckout()
        let state = try TemporaryDirectory()
        try checkout.write("Exercises/01-first/Model.swift", "struct Model { var mine = 1 }\n")
        let planted = state.url.appendingPathComponent("planted")
        let run = try PlainRun.run(
            ["reset", "1", "--yes", "--from=--output=\(planted.path)"], stateHome: state.path,
            currentDirectory: checkout.path
        )
        #expect(run.status == 1)
        #expect(run.stderr.contains("is not a commit of this checkout"))
        #expect(!FileManager.default.fileExists(atPath: planted.path))
        #expect(checkout.read("Exercises/01-first/Model.swift") == "struct Model { var mine = 1 }\n")
    }

    /// Issue 13: `:hint` alone inside a lesson is for the lesson's exercise; `:grade` takes
    /// the command line's options (and refuses unknown ones the same way).
    @Test func replHintDefaultsToTheOpenLessonsExerciseAndGradeTakesTheSameOptions() throws {
        let checkout = try makeCheckout()
        try checkout.write("Lessons/02-macro-expansion.md", LessonFixtures.first)
        let state = try TemporaryDirectory()
        let run = try PlainRun.run(
            [], stdin: ":hint\n:open 2\n:hint\n:hint --again\n:grade 01 --bogus\n", stateHome: state.path,
            currentDirectory: checkout.path)
        // Outside a lesson, :hint alone is for the current exercise (issue 35): here, 01 too.
        #expect(run.stdout.contains("Exercise 01, hint 1 of 2"))
        #expect(run.stdout.contains("Exercise 01, hint 2 of 2"))
        #expect(run.stdout.components(separatedBy: "Look closer.").count == 3, "the hint, then again with --again")
        #expect(run.stderr.contains("unknown option '--bogus'"))
    }

    /// Issue 35: `workbook hint` without a number is for the current exercise, the first not
    /// passed (the one `watch` starts at and "Next:" names).
    @Test func hintWithoutANumberIsForTheCurrentExercise() throws {
        let checkout = try makeCheckout()
        try checkout.write("Exercises/02-second/Model.swift", Self.starter)
        try checkout.write(
            "Exercises/02-second/README.md",
            "# Exercise 02 — Second\n\nFollows lesson: Lessons/03-more.md\n\n## Hints\n\n### Hint 1\n\nSecond look.\n")
        let state = try TemporaryDirectory()
        let first = try PlainRun.run(["hint"], stateHome: state.path, currentDirectory: checkout.path)
        #expect(first.status == 0)
        #expect(first.stdout.contains("Exercise 01, hint 1 of 2"), "\(first.stdout)\(first.stderr)")
        try state.write("state/observation-workbook/grades.json", "{ \"01-first\" : \"passed\" }")
        let second = try PlainRun.run(["hint"], stateHome: state.path, currentDirectory: checkout.path)
        #expect(second.stdout.contains("Exercise 02, hint 1 of 1") && second.stdout.contains("Second look."))
        try state.write(
            "state/observation-workbook/grades.json", "{ \"01-first\" : \"passed\", \"02-second\" : \"passed\" }")
        let none = try PlainRun.run(["hint"], stateHome: state.path, currentDirectory: checkout.path)
        #expect(none.status == 2)
        #expect(none.stderr.contains("every exercise has passed: name one for its hints, e.g. 'hint 03'"))
    }

    /// Issue 35: `:lessons` names the exercise that follows each lesson, and where it stands.
    @Test func lessonsListTheExerciseAfterEachLesson() throws {
        let checkout = try makeCheckout()
        try checkout.write("Lessons/02-macro-expansion.md", LessonFixtures.first)
        try checkout.write("Lessons/03-other.md", LessonFixtures.first)
        let state = try TemporaryDirectory()
        let before = try PlainRun.run(
            [], stdin: ":lessons\n", stateHome: state.path, currentDirectory: checkout.path)
        let rows = before.stdout.split(separator: "\n")
        let row = try #require(rows.first { $0.contains("02-macro-expansion") })
        #expect(row.contains("exercise 01: not attempted"), "\(before.stdout)")
        let other = try #require(rows.first { $0.contains("03-other") })
        #expect(!other.contains("exercise"), "no exercise follows lesson 03")
        try state.write("state/observation-workbook/grades.json", "{ \"01-first\" : \"passed\" }")
        let after = try PlainRun.run(
            ["lessons"], stateHome: state.path, currentDirectory: checkout.path)
        #expect(after.stdout.contains("exercise 01: ✔ passed"), "\(after.stdout)")
    }

    /// Issue 14: a hint count out of range in hints.json crashed `hint` (index out of range).
    @Test(arguments: ["-3", "99"])
    func aHintCountOutOfRangeNeverCrashes(count: String) throws {
        let checkout = try makeCheckout()
        let state = try TemporaryDirectory()
        try state.write("state/observation-workbook/hints.json", "{ \"01-first\" : \(count) }")
        let again = try PlainRun.run(["hint", "1", "--again"], stateHome: state.path, currentDirectory: checkout.path)
        #expect(again.status == 0, "stderr: \(again.stderr)")
        let next = try PlainRun.run(["hint", "1"], stateHome: state.path, currentDirectory: checkout.path)
        #expect(next.status == 0, "stderr: \(next.stderr)")
        #expect(next.stdout.contains(count == "-3" ? "hint 1 of 2" : "hint 2 of 2"))
    }

    /// Issue 14: a missing or non-UTF-8 README gave Foundation's raw NSError text.
    @Test func aMissingOrUndecodableReadmeIsNamed() throws {
        let checkout = try makeCheckout()
        let state = try TemporaryDirectory()
        try FileManager.default.removeItem(at: checkout.url.appendingPathComponent("Exercises/01-first/README.md"))
        let missing = try PlainRun.run(["hint", "1"], stateHome: state.path, currentDirectory: checkout.path)
        #expect(missing.status == 1)
        #expect(missing.stderr.contains("Exercises/01-first/README.md: missing"))
        #expect(!missing.stderr.contains("couldn’t be opened"))
        try Data([0x23, 0x20, 0xFF, 0xFE, 0x0A]).write(
            to: checkout.url.appendingPathComponent("Exercises/01-first/README.md"))
        let garbled = try PlainRun.run(["hint", "1"], stateHome: state.path, currentDirectory: checkout.path)
        #expect(garbled.status == 1)
        #expect(garbled.stderr.contains("Exercises/01-first/README.md: not UTF-8 text"))
    }

    /// Issue 13: `lessons` says which exercise comes next (from the record of grades).
    @Test func lessonsEndsWithTheNextExercise() throws {
        let checkout = try makeCheckout()
        try checkout.write("Lessons/02-macro-expansion.md", LessonFixtures.first)
        let state = try TemporaryDirectory()
        let fresh = try PlainRun.run(["lessons"], stateHome: state.path, currentDirectory: checkout.path)
        #expect(
            fresh.stdout.hasSuffix(
                "Next exercise: Exercise 01 — First, after lesson 02 — `swift run workbook watch 01`\n"))
        try state.write("state/observation-workbook/grades.json", #"{ "01-first" : "passed" }"#)
        let done = try PlainRun.run(["lessons"], stateHome: state.path, currentDirectory: checkout.path)
        #expect(done.stdout.hasSuffix("Every exercise has passed.\n"))
    }
}
