import Foundation
import Grading
import Localization

/// The workbook checkout the exercise verbs act on: found from the current directory up.
struct Checkout {
    let catalog: ExerciseCatalog

    static func locate() throws(UsageError) -> Checkout {
        let here = URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
        guard let root = ExerciseCatalog.findRoot(from: here) else {
            throw UsageError(
                "no workbook checkout here: run this inside the Observation Workbook folder (the one with Package.swift and Exercises/)"
            )
        }
        return Checkout(catalog: ExerciseCatalog(root: root))
    }

    /// The exercise a user named ("3", "03" or the folder name).
    func exercise(named name: String) throws(UsageError) -> Exercise {
        if let exercise = catalog.exercise(named: name) { return exercise }
        let known = catalog.exercises.map(\.number).joined(separator: ", ")
        throw UsageError(Messages.text(.noExercise, name, known))
    }

    /// Every exercise named in `names`.
    func exercises(_ names: [String]) throws(UsageError) -> [Exercise] {
        var found: [Exercise] = []
        for name in names { found.append(try exercise(named: name)) }
        return found
    }

    func relative(_ file: URL) -> String {
        let root = catalog.root.path + "/"
        return file.path.hasPrefix(root) ? String(file.path.dropFirst(root.count)) : file.path
    }
}
