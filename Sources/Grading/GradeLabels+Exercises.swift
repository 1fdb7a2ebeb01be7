import LearnerState

/// The last verdict on each exercise (`grades.json`, kept by `LearnerState`), by `Exercise`.
extension GradeLabels {
    public func isPassed(_ exercise: Exercise) -> Bool {
        entries[exercise.folderName] == "passed"
    }

    /// Remembers what a grading run found; "not graded" tells nothing and is not kept.
    public mutating func remember(_ outcome: GradeOutcome, for exercise: Exercise) {
        if case .notGraded = outcome { return }
        entries[exercise.folderName] = outcome.label
    }

    /// The first exercise not passed yet (in curriculum order), or nil when all are.
    public func nextToDo(in catalog: ExerciseCatalog) -> Exercise? {
        catalog.exercises.first { !isPassed($0) }
    }
}
