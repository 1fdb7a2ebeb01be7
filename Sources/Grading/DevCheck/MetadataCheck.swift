import Foundation
import Localization

/// One thing wrong with the exercises' files, located like a compiler diagnostic.
public struct MetadataProblem: Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var line: Int
    public var message: String
    /// A warning is printed but does not fail the check.
    public var isWarning: Bool

    public var description: String { "\(path):\(line):1: \(isWarning ? "warning" : "error"): \(message)" }
}

/// Checks that every exercise is complete and nothing stray sits beside them: README with
/// lesson and 2–3 hints, a starter carrying the not-done marker, a `.meta` solution laid
/// over starter files of the same names, a grader wired to the exercise, a Package.swift entry.
public struct MetadataCheck {
    public let catalog: ExerciseCatalog

    public init(catalog: ExerciseCatalog) {
        self.catalog = catalog
    }

    private var root: URL { catalog.root }
    private var fileManager: FileManager { .default }

    public func problems() -> [MetadataProblem] {
        var found: [MetadataProblem] = []
        func problem(_ path: String, _ message: String, line: Int = 1, warning: Bool = false) {
            found.append(MetadataProblem(path: path, line: line, message: message, isWarning: warning))
        }
        let exercisesFolder = root.appendingPathComponent("Exercises")
        let entries = (try? fileManager.contentsOfDirectory(atPath: exercisesFolder.path)) ?? []
        // The overview README may be translated too: `Exercises/README.ja.md` (issue 15).
        let overviews = Set(Language.allCases.map { $0 == .english ? "README.md" : "README.\($0.code).md" })
        for entry in entries.sorted() where !overviews.contains(entry) && !ExerciseCatalog.isExerciseFolderName(entry) {
            problem(
                "Exercises/\(entry)",
                "stray entry: Exercises/ holds only NN-slug folders and README.md (README.<code>.md translations)")
        }
        if !entries.contains("README.md") {
            problem("Exercises/README.md", "missing: it explains the not-done marker and how grading works")
        }
        if catalog.exercises.isEmpty { problem("Exercises", "no exercises found") }
        let numbers = catalog.exercises.map(\.number)
        for number in Set(numbers) where numbers.filter({ $0 == number }).count > 1 {
            problem("Exercises", "two exercises are numbered \(number)")
        }

        let manifest = (try? String(contentsOf: root.appendingPathComponent("Package.swift"), encoding: .utf8)) ?? ""
        let lessonsFolder = root.appendingPathComponent("Lessons")
        let haveLessons = fileManager.fileExists(atPath: lessonsFolder.path)

        for exercise in catalog.exercises {
            let folder = "Exercises/\(exercise.folderName)"
            // README: title, lesson, hints.
            if let readme = try? ExerciseReadme(contentsOf: exercise.readme) {
                let text = (try? String(contentsOf: exercise.readme, encoding: .utf8)) ?? ""
                if !text.hasPrefix("# Exercise \(exercise.number) — ") {
                    problem("\(folder)/README.md", "the first line must be `# Exercise \(exercise.number) — <title>`")
                }
                if let lesson = readme.lesson {
                    if haveLessons, !fileManager.fileExists(atPath: root.appendingPathComponent(lesson).path) {
                        problem("\(folder)/README.md", "the lesson it follows, \(lesson), does not exist")
                    } else if !haveLessons {
                        problem(
                            "\(folder)/README.md", "cannot check that \(lesson) exists: there is no Lessons/ folder",
                            warning: true)
                    }
                } else {
                    problem("\(folder)/README.md", "no `Follows lesson: Lessons/NN-slug.md` line")
                }
                if !(2...3).contains(readme.hints.count) {
                    problem(
                        "\(folder)/README.md",
                        "has \(readme.hints.count) hints under `## Hints` (`### Hint N`); expected 2 or 3")
                }
                for (index, hint) in readme.hints.enumerated() where hint.isEmpty {
                    problem("\(folder)/README.md", "hint \(index + 1) is empty")
                }
            } else {
                problem("\(folder)/README.md", "missing or unreadable")
            }

            // Starter and marker.
            let starters = ExerciseFiles.swiftSources(in: exercise.directory)
            if starters.isEmpty { problem(folder, "no starter Swift files") }
            let markedFiles = starters.filter(fileContainsMarker)
            if markedFiles.isEmpty {
                problem(folder, "no starter file carries the not-done marker line `\(NotDoneMarker.line)`")
            }
            let readmes = Set(Language.allCases.map { exercise.readme(in: $0).lastPathComponent })
            for file in ExerciseFiles.files(in: exercise.directory)
            where file.pathExtension != "swift" && !readmes.contains(file.lastPathComponent) {
                problem(
                    ExerciseFiles.relativePath(of: file, to: root),
                    "stray file: an exercise folder holds only Swift sources, README.md (README.<code>.md "
                        + "translations) and .meta/")
            }

            // Reference solution.
            let meta = exercise.metaDirectory
            let solutions = ((try? fileManager.contentsOfDirectory(atPath: meta.path)) ?? []).sorted()
            if solutions.isEmpty { problem("\(folder)/.meta", "missing: the reference solution goes here") }
            let starterNames = Set(starters.map(\.lastPathComponent))
            for name in solutions {
                let path = "\(folder)/.meta/\(name)"
                if name == KnownWrongSolution.folderName {
                    do {
                        for wrong in try KnownWrongSolution.all(of: exercise) {
                            for edit in wrong.edits where !starterNames.contains(edit.file) {
                                problem(
                                    ExerciseFiles.relativePath(of: wrong.file, to: root),
                                    "edits \(edit.file), which is no starter file")
                            }
                        }
                    } catch {
                        problem("\(path)", "\(error)")
                    }
                } else if !name.hasSuffix(".swift") {
                    problem(path, "stray file: .meta holds only the reference solution's Swift files")
                } else if !starterNames.contains(name) {
                    problem(
                        path, "no starter file of this name: a solution file replaces the starter file of the same name"
                    )
                } else if fileContainsMarker(meta.appendingPathComponent(name)) {
                    problem(path, "the reference solution carries the not-done marker")
                }
            }

            // Grader and manifest.
            let graderFolder = root.appendingPathComponent(exercise.graderPath)
            let graderFiles = ExerciseFiles.swiftSources(in: graderFolder)
            if graderFiles.isEmpty {
                problem(exercise.graderPath, "missing: the grader's Swift Testing sources go here")
            } else if !graderFiles.contains(where: { fileContains($0, ".graded(exercise: \"\(exercise.number)\")") }) {
                problem(
                    exercise.graderPath,
                    "no suite uses the `.graded(exercise: \"\(exercise.number)\")` trait, so the grader would run on an untouched starter"
                )
            }
            if !manifest.contains("\"\(exercise.folderName)\"") {
                problem("Package.swift", "does not list \"\(exercise.folderName)\" in `exercises`")
            }
        }

        let gradersFolder = root.appendingPathComponent("Tests/Graders")
        let folderNames = Set(catalog.exercises.map(\.folderName))
        let fingerprintName = URL(fileURLWithPath: GraderFingerprints.file).lastPathComponent
        for entry in ((try? fileManager.contentsOfDirectory(atPath: gradersFolder.path)) ?? []).sorted()
        where !folderNames.contains(entry) && entry != fingerprintName {
            problem("Tests/Graders/\(entry)", "stray entry: no exercise Exercises/\(entry)")
        }
        for folder in GraderFingerprints(root: root).changed(in: catalog) {
            problem(
                GraderFingerprints.file,
                "the fingerprint recorded for \(folder) does not match its files; "
                    + "after changing a grader, run `swift run workbook dev fingerprints`")
        }
        return found
    }

    private func fileContainsMarker(_ file: URL) -> Bool {
        fileContains(file, NotDoneMarker.prefix)
    }

    private func fileContains(_ file: URL, _ text: String) -> Bool {
        ((try? String(contentsOf: file, encoding: .utf8)) ?? "").contains(text)
    }
}
