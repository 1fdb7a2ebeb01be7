import Foundation

/// `workbook dev check`: proves the graders honest, in a copy of the package as a fresh
/// clone would have it.
///
/// 1. metadata is complete (``MetadataCheck``);
/// 2. the clone passes its whole `swift test` as a learner runs it (without `CI` and
///    `WORKBOOK_DEV`), every grader skipped (nothing forced);
/// 3. with `WORKBOOK_GRADE=all`, every starter compiles and is rejected by its grader;
/// 4. with the `.meta` solutions laid over the starters, every grader passes;
/// 5. every known-wrong solution (`.meta/wrong/NAME/`) laid over the reference is rejected.
public struct HonestyCheck {
    public let root: URL
    public let copy: PackageCopy
    public var log: (String) -> Void

    public init(root: URL, copyTo destination: URL? = nil, log: @escaping (String) -> Void) {
        self.root = root
        copy = PackageCopy(source: root, destination: destination ?? PackageCopy.defaultDestination(for: root))
        self.log = log
    }

    /// Runs every step; returns true when all of them hold. Steps after a failed one still
    /// run where they can, so one run shows every problem.
    public func run() throws -> Bool {
        var ok = true
        let started = Date()

        log("== metadata")
        let problems = MetadataCheck(catalog: ExerciseCatalog(root: root)).problems()
        for problem in problems { log(problem.description) }
        let errors = problems.filter { !$0.isWarning }
        log(
            errors.isEmpty
                ? "ok: \(ExerciseCatalog(root: root).exercises.count) exercises complete"
                : "FAILED: \(errors.count) problem(s)")
        ok = ok && errors.isEmpty

        log("== copying the package as a fresh clone would have it to \(copy.destination.path)")
        try copy.synchronize()
        let catalog = ExerciseCatalog(root: copy.destination)
        var run = GradingRun(catalog: catalog)
        // As a learner's clone runs it: CI and WORKBOOK_DEV would add the workbook's own test
        // targets (Package.swift), which CI's own swift test already builds and runs — here they
        // doubled the check's time (a from-scratch build of every module and all the tests again).
        run.environmentOverrides = ["CI": "", "WORKBOOK_DEV": "", GradeRequest.environmentVariable: ""]

        ok =
            try step(
                "a learner's fresh clone (no CI, no WORKBOOK_DEV): swift test passes with every grader skipped", run,
                wholeSuite: true, mustSucceed: true
            ) { exercise, outcome in
                if case .notAttempted = outcome { return nil }
                return "expected it to be skipped as not attempted, got \(outcome.label): \(outcome.detail)"
            } && ok

        run.environmentOverrides[GradeRequest.environmentVariable] = "all"
        ok =
            try step("WORKBOOK_GRADE=all: every starter compiles and is rejected", run) { exercise, outcome in
                if case .failed = outcome { return nil }
                return "expected its grader to reject the starter, got \(outcome.label): \(outcome.detail)"
            } && ok

        try copy.layReferenceSolutions(of: catalog)
        run.environmentOverrides[GradeRequest.environmentVariable] = ""
        ok =
            try step("reference solutions laid over the starters: every grader passes", run, mustSucceed: true) {
                exercise, outcome in
                if case .passed = outcome { return nil }
                return "expected the reference solution to pass, got \(outcome.label): \(outcome.detail)"
            } && ok
        ok = try rejectKnownWrongSolutions(catalog, run) && ok
        // Put the starters back so the next run rebuilds only what really changed.
        try copy.synchronize()

        log(
            String(
                format: "== %@ in %.1f s", ok ? "dev check passed" : "dev check FAILED",
                Date().timeIntervalSince(started)))
        return ok
    }

    /// First every starter with ``KnownWrongSolution/overloadCheats`` beside it, graded
    /// forced: overloads must not turn a wrong starter into a pass. Then round k lays the
    /// k-th known-wrong solution of every exercise over its reference solution and grades
    /// those exercises together: one build per round, not per solution. Each must fail or
    /// crash (exit() included) — never pass, never not compile.
    private func rejectKnownWrongSolutions(_ catalog: ExerciseCatalog, _ run: GradingRun) throws -> Bool {
        let wrongs = try catalog.exercises.map { try KnownWrongSolution.all(of: $0) }
        let total = wrongs.reduce(catalog.exercises.count) { $0 + $1.count }
        log("== \(total) known-wrong solutions: every one is rejected")
        let started = Date()
        var ok = true
        for (exercise, own) in zip(catalog.exercises, wrongs) where own.isEmpty {
            ok = false
            log(
                "FAIL \(exercise.folderName): no known-wrong solution in .meta/wrong/ (at least one near miss, besides the overload cheats)"
            )
        }
        try copy.synchronize()
        for exercise in catalog.exercises { try KnownWrongSolution.writeOverloadCheats(into: exercise) }
        var forced = run
        forced.environmentOverrides[GradeRequest.environmentVariable] = "all"
        ok = judge(try forced.grade(catalog.exercises), name: { _ in KnownWrongSolution.overloadCheatsName }) && ok
        try copy.synchronize()

        // One that ends the process (exit()) cuts short every grader running beside it, so
        // each of those is graded in a round of its own.
        let exiting = wrongs.joined().filter(\.endsTheProcess)
        let together = wrongs.map { $0.filter { !$0.endsTheProcess } }
        var rounds = (0..<(together.map(\.count).max() ?? 0)).map { round in
            together.compactMap { $0.indices.contains(round) ? $0[round] : nil }
        }
        rounds += exiting.map { [$0] }
        for laid in rounds {
            try copy.synchronize()
            try copy.layReferenceSolutions(of: catalog, only: laid.filter { $0.base == .reference }.map(\.exercise))
            for wrong in laid { try wrong.apply() }
            // Forced: one made over the starter still carries the not-done line. A wrong solution
            // that crashes (a data race, say) ends the test process whenever the race strikes,
            // cutting short the graders beside it: those are graded again without it.
            var pending = laid
            while !pending.isEmpty {
                let report = try forced.grade(pending.map(\.exercise))
                let cutShort = Self.cutShortByACrash(report)
                // No name, not judged: the cut-short ones are judged in the next pass.
                let wrongLines = Dictionary(
                    pending.map { ($0.exercise.folderName, $0.wrongLines()) }, uniquingKeysWith: { first, _ in first })
                ok =
                    judge(
                        report,
                        name: { exercise in
                            cutShort.contains(exercise.folderName)
                                ? nil : pending.first { $0.exercise.folderName == exercise.folderName }?.name
                        }, wrongLines: { wrongLines[$0.folderName] }) && ok
                pending = pending.filter { cutShort.contains($0.exercise.folderName) }
            }
        }
        try copy.layReferenceSolutions(of: catalog)
        log(String(format: "%@ (%.1f s)", ok ? "ok" : "FAILED", Date().timeIntervalSince(started)))
        return ok
    }

    /// The exercises a report could not grade because another one crashed the test process:
    /// none when nothing crashed, so a round always ends.
    static func cutShortByACrash(_ report: GradingRun.Report) -> Set<String> {
        let crashed = report.outcomes.contains { if case .crashed = $0.outcome { true } else { false } }
        guard crashed else { return [] }
        return Set(
            report.outcomes.compactMap { exercise, outcome in
                if case .notGraded = outcome { exercise.folderName } else { nil }
            })
    }

    /// Logs each graded known-wrong solution; true when every one was rejected and, given the
    /// lines it changed, its first failure sends the learner to one of them (issue 35).
    private func judge(
        _ report: GradingRun.Report, name: (Exercise) -> String?,
        wrongLines: (Exercise) -> [String: [ClosedRange<Int>]]? = { _ in nil }
    ) -> Bool {
        var ok = true
        for (exercise, outcome) in report.outcomes {
            guard let wrong = name(exercise) else { continue }
            let what = "\(exercise.folderName) wrong/\(wrong)"
            switch outcome {
            case .failed(let checks, _, _):
                if let complaint = Self.misplaced(checks.first, wrongLines: wrongLines(exercise)) {
                    ok = false
                    log("FAIL \(what): \(complaint)")
                } else {
                    log("ok   \(what): failed — \(checks.first?.description ?? "")")
                }
            case .crashed(let message):
                log("ok   \(what): crashed — \(message)")
            default:
                ok = false
                log("FAIL \(what): expected its grader to reject it, got \(outcome.label): \(outcome.detail)")
            }
        }
        return ok
    }

    /// Why a known-wrong solution's first failure does not lead to what is wrong: it names no
    /// line, or another line than the ones the solution changed; nil when it does (or when
    /// the changed lines are not known).
    static func misplaced(_ first: FailedCheck?, wrongLines: [String: [ClosedRange<Int>]]?) -> String? {
        guard let wrongLines, !wrongLines.isEmpty, let first else { return nil }
        if KnownWrongSolution.location(first.location, isOn: wrongLines) { return nil }
        let expected = wrongLines.sorted { $0.key < $1.key }.map { file, ranges in
            "\(file):" + ranges.map { "\($0.lowerBound)-\($0.upperBound)" }.joined(separator: ",")
        }.joined(separator: " or ")
        return
            "its first failure points at \(first.location ?? "no line"), not at the wrong line (\(expected)): \(first.message)"
    }

    /// Grades every exercise in the copy and holds each outcome to `expectation` (nil: as expected).
    private func step(
        _ title: String, _ run: GradingRun, wholeSuite: Bool = false, mustSucceed: Bool = false,
        expectation: (Exercise, GradeOutcome) -> String?
    ) throws -> Bool {
        log("== \(title)")
        let started = Date()
        let report = try run.grade([], wholeSuite: wholeSuite)
        var ok = true
        if mustSucceed, report.exitCode != 0 {
            ok = false
            log("FAIL: swift test exited with status \(report.exitCode)")
        }
        for (exercise, outcome) in report.outcomes {
            if let complaint = expectation(exercise, outcome) {
                ok = false
                log("FAIL \(exercise.folderName): \(complaint)")
            } else {
                log("ok   \(exercise.folderName): \(outcome.label)")
            }
        }
        if report.outcomes.isEmpty {
            ok = false
            log("FAIL: no exercises found in the copy")
        }
        log(String(format: "%@ (%.1f s)", ok ? "ok" : "FAILED", Date().timeIntervalSince(started)))
        if !ok { showWhy(report.log, of: title) }
        return ok
    }

    /// The failed expectations (with their explanations) if there are any, else the tail
    /// of the output (a build error, a crash).
    private func showWhy(_ output: String, of title: String) {
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var picked: [String] = []
        for (index, line) in lines.enumerated() where line.hasPrefix("✘ Test") && line.contains("recorded an issue") {
            picked.append(line)
            var next = index + 1
            while next < lines.count, lines[next].hasPrefix("↳") || lines[next].hasPrefix("±") {
                picked.append(lines[next])
                next += 1
            }
        }
        log(picked.isEmpty ? "-- last lines of the swift test output:" : "-- the failed expectations:")
        for line in (picked.isEmpty ? Array(lines.suffix(25)) : Array(picked.prefix(40))) { log("   " + line) }
        // A failure's own lines (a screen, a diff) follow its first one; keep them all to read.
        let slug = title.split { !$0.isLetter && !$0.isNumber }.prefix(3).joined(separator: "-").lowercased()
        let file = copy.destination.deletingLastPathComponent().appendingPathComponent("failed-\(slug).log")
        if (try? Data(("== " + title + "\n" + output).utf8).write(to: file, options: .atomic)) != nil {
            log("-- the whole swift test output: \(file.path)")
        }
    }
}
