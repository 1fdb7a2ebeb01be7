import Testing

@testable import Grading

@Suite struct MetadataCheckTests {
    private func errors(_ fixture: Fixture) -> [String] {
        MetadataCheck(catalog: ExerciseCatalog(root: fixture.root)).problems().filter { !$0.isWarning }.map(
            \.description)
    }

    @Test func aCompleteExerciseHasNoErrors() throws {
        let fixture = try Fixture()
        try fixture.writeCompleteExercise()
        #expect(errors(fixture) == [])
        // Without a Lessons folder the lesson cannot be checked: a warning, not an error.
        let warnings = MetadataCheck(catalog: ExerciseCatalog(root: fixture.root)).problems().filter(\.isWarning)
        #expect(warnings.count == 1)
    }

    @Test func translatedReadmesAreNoStrayFiles() throws {
        let fixture = try Fixture()
        try fixture.writeCompleteExercise()
        try fixture.write("Exercises/01-something/README.fr.md", "# Exercice 01 — Quelque chose\n")
        try fixture.write("Exercises/README.ja.md", "# 演習\n")
        try fixture.write("Exercises/01-something/README.de.md", "# Übung\n")
        #expect(
            errors(fixture) == [
                "Exercises/01-something/README.de.md:1:1: error: stray file: an exercise folder holds only Swift "
                    + "sources, README.md (README.<code>.md translations) and .meta/"
            ])
    }

    @Test func reportsWhatIsMissingOrStray() throws {
        let fixture = try Fixture()
        try fixture.writeCompleteExercise()
        try fixture.write("Lessons/01-other.md", "# Other\n")
        try fixture.write("Exercises/01-something/notes.txt", "stray")
        try fixture.write("Exercises/01-something/Model.swift", "struct Model {}\n")
        try fixture.write("Exercises/01-something/.meta/Extra.swift", "struct Extra {}\n")
        try fixture.remove("Tests/Graders/01-something/SomethingGrader.swift")
        try fixture.write("Tests/Graders/07-gone/G.swift", "")
        let found = errors(fixture)
        let expected = [
            "Exercises/01-something/README.md:1:1: error: the lesson it follows, Lessons/02-macro-expansion.md, does not exist",
            "Exercises/01-something:1:1: error: no starter file carries the not-done marker line `\(NotDoneMarker.line)`",
            "Exercises/01-something/notes.txt:1:1: error: stray file: an exercise folder holds only Swift sources, README.md (README.<code>.md translations) and .meta/",
            "Exercises/01-something/.meta/Extra.swift:1:1: error: no starter file of this name: a solution file replaces the starter file of the same name",
            "Tests/Graders/01-something:1:1: error: missing: the grader's Swift Testing sources go here",
            "Tests/Graders/07-gone:1:1: error: stray entry: no exercise Exercises/07-gone",
        ]
        #expect(found == expected)
    }

    @Test func translatedOverviewReadmeIsNotStray() throws {
        let fixture = try Fixture()
        try fixture.writeCompleteExercise()
        try fixture.write("Exercises/README.ja.md", "# 演習\n")
        try fixture.write("Exercises/README.xx.md", "# ?\n")
        #expect(
            errors(fixture) == [
                "Exercises/README.xx.md:1:1: error: stray entry: Exercises/ holds only NN-slug folders and README.md "
                    + "(and its README.<code>.md translations)"
            ])
    }

    @Test func hintsMustNumberTwoOrThree() throws {
        let fixture = try Fixture()
        try fixture.writeCompleteExercise()
        let oneHint = Fixture.readme.replacingOccurrences(of: "### Hint 2\n\nSecond hint.\n", with: "")
        try fixture.write("Exercises/01-something/README.md", oneHint)
        #expect(
            errors(fixture) == [
                "Exercises/01-something/README.md:1:1: error: has 1 hints under `## Hints` (`### Hint N`); expected 2 or 3"
            ])
    }
}

@Suite struct GraderFingerprintTests {
    @Test func anEditedGraderIsNamedWithTheCommandThatRestoresIt() throws {
        let fixture = try Fixture()
        try fixture.writeCompleteExercise()
        let catalog = ExerciseCatalog(root: fixture.root)
        let exercise = try #require(catalog.exercises.first)
        let fingerprints = GraderFingerprints(root: fixture.root)
        #expect(fingerprints.changeReport(for: exercise) == nil)
        try fixture.write(
            "Tests/Graders/01-something/SomethingGrader.swift",
            "@Suite(.graded(exercise: \"01\")) struct G { /* always pass */ }\n")
        #expect(
            fingerprints.changeReport(for: exercise)
                == "the grader for 01 was changed (Tests/Graders/01-something); restore it with `git checkout -- Tests/Graders/01-something` and grade again"
        )
        #expect(
            MetadataCheck(catalog: catalog).problems().map(\.description).contains {
                $0.contains("the fingerprint recorded for Tests/Graders/01-something does not match")
            })
    }
}
