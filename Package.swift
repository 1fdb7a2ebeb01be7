// swift-tools-version:6.0
// Observation Workbook — the module graph. Arrows point down only:
//
//   workbook ─┬─ LineEditing ── CLineEditing (libedit, loaded at run time)
//             ├─ CompilerCheck ─┬─ Localization ── Digest (languages, the workbook's sentences; SHA-256)
//             ├─ Grading ───────┤   (CompilerCheck: the toolchain's swiftc and sourcekitd)
//             │                 └─ ChildProcess ── CChildProcess (every child process: tethered, bounded)
//             ├─ LessonEngine ─┐
//             └────────────────┴─ Script ─┬─ ScriptFrontEnd (scanner, parser, checks, static types)
//                                         ├─ ViewRuntime ─┬─ LegacyObservation
//                                         └───────────────┴─ ObservationRuntime ── CObservationSupport
//
// TextWidth (a terminal's columns: CJK, emoji) imports nothing and sits below CompilerCheck,
// Grading and workbook; CompilerCheck also hashes with Digest.
// SwiftLexer, the one Swift tokenizer, imports nothing and sits below ScriptFrontEnd (the
// interpreter's scanner), CompilerCheck (the top-level splitter), LessonEngine (the translation
// prose mask) and workbook (when a REPL entry is complete).
// CompilerCheck also imports CSourceKit: sourcekitd's C types only (its functions are looked up at run time).
// LessonEngine, Grading and workbook keep a learner's files (progress, history, language, hints,
// grades, backups) through LearnerState, which imports only Localization; CompilerCheck and Grading
// also take from it the private scratch folders that hold the learner's code while it is checked.
// Script and ViewRuntime each use both LegacyObservation and ObservationRuntime; LegacyObservation
// and ScriptFrontEnd need only Foundation; workbook also imports ObservationRuntime. Each target
// declares exactly the modules its files import.
//
// Graded exercises sit beside the modules, not inside them: each Exercises/NN-slug is a
// library target (the learner's code) with a grader test target in Tests/Graders/NN-slug:
//
//   GraderNNSlug ─┬─ ExerciseNNSlug ── the runtime(s) it is about (or only the toolchain)
//                 └─ GraderSupport ── Grading   (the not-done gate, shared with the CLI)
import Foundation
import PackageDescription

/// The graded exercises, in curriculum order, and the runtimes each one builds on.
/// A folder `Exercises/NN-some-slug` becomes module `ExerciseNNSomeSlug` and grader
/// `GraderNNSomeSlug` (the Grading module derives the same names to run them).
let exercises: [(folder: String, uses: [Target.Dependency])] = [
    ("01-registrar-by-hand", ["ObservationRuntime"]),
    ("02-keep-observing", []),
    ("03-computed-and-ignored", []),
    ("04-eager-init", ["ViewRuntime"]),
    ("05-bindable-editor-row", ["ViewRuntime"]),
    ("06-environment-injection", ["ViewRuntime"]),
    ("07-legacy-rows", ["ViewRuntime"]),
    ("08-migrate-label-store", ["ViewRuntime"]),
    ("09-observations-consumer", []),
    ("10-minimal-re-render", ["ViewRuntime"]),
    ("11-build-your-own-registrar", []),
]

func moduleSuffix(_ folder: String) -> String {
    let words = folder.split(separator: "-")
    return String(words.first ?? "") + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
}

/// The exercise README's translations present on disk (`README.fr.md`, …; issue 15): excluded
/// like the README, and only when present, since SwiftPM warns about excluding a missing file.
/// (SwiftPM caches the manifest by its text: a translation added later is seen once this file changes.)
func translatedReadmes(_ folder: String) -> [String] {
    ["fr", "zh-Hans", "ja"].map { "README.\($0).md" }.filter {
        FileManager.default.fileExists(atPath: "\(Context.packageDirectory)/Exercises/\(folder)/\($0)")
    }
}

/// The learner's target and its grader. Swift 5 language mode: the lessons are about
/// observation, and strict-concurrency diagnostics on `@Sendable` onChange closures would
/// bury the point of each exercise.
func exerciseTargets(_ folder: String, uses: [Target.Dependency]) -> [Target] {
    let suffix = moduleSuffix(folder)
    return [
        .target(
            name: "Exercise\(suffix)",
            dependencies: uses,
            path: "Exercises/\(folder)",
            exclude: ["README.md", ".meta"] + translatedReadmes(folder),
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        .testTarget(
            name: "Grader\(suffix)",
            dependencies: [.target(name: "Exercise\(suffix)"), "GraderSupport"] + uses,
            // Graders see the learner's code; GraderSupport's `Compare` does not, so their
            // comparisons cannot be redirected by a learner's operators or extensions.
            path: "Tests/Graders/\(folder)",
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
    ]
}

let package = Package(
    name: "ObservationWorkbook",
    products: [
        .executable(name: "workbook", targets: ["workbook"]),
        .library(name: "ObservationRuntime", targets: ["ObservationRuntime"]),
    ],
    targets: [
        // MARK: The observation runtimes (know nothing of scripts or the REPL)
        .target(name: "CObservationSupport"),
        // Optimized in the debug configuration too, like Script below: every `@Observable`
        // access a script makes runs through this registrar, and unoptimized it made the
        // README's build ~3x slower than release on tracked reads (script-bench micro).
        .target(
            name: "ObservationRuntime", dependencies: ["CObservationSupport"],
            swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),
        .target(name: "LegacyObservation"),
        .target(name: "ViewRuntime", dependencies: ["ObservationRuntime", "LegacyObservation"], exclude: ["RULES.md"]),

        // MARK: The one Swift lexer, tolerant of unfinished input
        // Optimized in the debug configuration too: every run lexes the interpreter's prelude and
        // builtin signatures (~55 KB of Swift) before its first step, and the REPL every line; unoptimized
        // it was most of the README's build's start-up (callgrind: 145M of 1,176M instructions for
        // script-bench's @Observable tracked script). Small, so it costs the first build little.
        .target(
            name: "SwiftLexer", exclude: ["README.md"],
            swiftSettings: [.unsafeFlags(["-O"], .when(configuration: .debug))]),

        // MARK: The Swift-subset interpreter (knows nothing of the REPL)
        // Its front end: scanning, parsing, name resolution and static types, everything that
        // runs once before a script's first step. Left unoptimized in the debug configuration,
        // which keeps a learner's first `swift run workbook` shorter; what the interpreter runs
        // on every step from here (NameKey, IntegerKind, StackHeadroom.isEnough) is public and
        // @inlinable, compiled into Script. On a machine of 2 cores or fewer it is one compiler job:
        // the first build keeps every core busy then, and each extra job re-parses and re-checks
        // the whole module (one job: ~8 CPU s; two: ~11), while Script waits for it.
        .target(
            name: "ScriptFrontEnd", dependencies: ["SwiftLexer"],
            swiftSettings: ProcessInfo.processInfo.activeProcessorCount <= 2
                ? [.unsafeFlags(["-driver-batch-count", "1"])] : []),
        // Optimized in the debug configuration too: `swift run workbook` (the README's command)
        // builds debug, and an unoptimized tree-walker runs learners' loops several times slower.
        // (Allowed here: unsafe flags are refused only in packages used as dependencies.)
        .target(
            name: "Script", dependencies: ["ScriptFrontEnd", "ObservationRuntime", "LegacyObservation", "ViewRuntime"],
            exclude: ["UNSUPPORTED.md", "README.md"],
            swiftSettings: [
                .unsafeFlags(["-O"], .when(configuration: .debug)),
                // No run-time exclusivity bookkeeping on every class property access: a few
                // percent of every script step (a script's own overlapping accesses are caught
                // by the interpreter, not by this check).
                .unsafeFlags(["-enforce-exclusivity=unchecked"]),
            ]),

        // MARK: The compiler front end: the toolchain's swiftc checks code before the interpreter runs it
        // Two leaves that know nothing of languages: SHA-256 (translation stamps, the compiled
        // runtime's and programs' content hashes) and a terminal's column count (CJK, emoji).
        .target(name: "Digest"),
        .target(name: "TextWidth"),
        .target(name: "Localization", dependencies: ["Digest"], exclude: ["README.md"]),
        // Everything kept for a learner (progress, history, language, hints, grades, backups), and
        // the private scratch folders that hold what they type while the workbook runs.
        .target(name: "LearnerState", dependencies: ["Localization"], exclude: ["README.md"]),
        // Every child process the workbook starts (swiftc, swift test, git, a compiled program):
        // time limit, cancel, output cap, and killed with the workbook (fork, prctl, exec in C).
        .target(name: "CChildProcess"),
        .target(name: "ChildProcess", dependencies: ["CChildProcess"]),
        // sourcekitd's C types (its functions are looked up at run time, as libedit's are).
        .target(name: "CSourceKit"),
        .target(
            name: "CompilerCheck",
            dependencies: [
                "Localization", "ChildProcess", "LearnerState", "SwiftLexer", "CSourceKit", "Digest", "TextWidth",
            ],
            exclude: ["README.md"]),

        // MARK: Lessons and grading
        .target(name: "LessonEngine", dependencies: ["Script", "LearnerState", "Localization", "SwiftLexer"]),
        .target(name: "Grading", dependencies: ["LearnerState", "Localization", "ChildProcess", "TextWidth"]),
        // What every grader shares: the not-done gate and learner-worded expectations.
        .target(name: "GraderSupport", dependencies: ["Grading", "Localization"], path: "Tests/GraderSupport"),

        // MARK: The terminal
        // libedit is opened at run time (dlopen): nothing to install to build; without it, plain lines.
        .target(name: "CLineEditing", linkerSettings: [.linkedLibrary("dl", .when(platforms: [.linux]))]),
        .target(name: "LineEditing", dependencies: ["CLineEditing"]),
        .executableTarget(
            name: "workbook",
            dependencies: [
                "LineEditing", "LearnerState", "LessonEngine", "Grading", "CompilerCheck", "Script",
                "ObservationRuntime", "ChildProcess", "Localization", "SwiftLexer", "TextWidth",
            ],
            // Compiled last, after Script: batches of up to 40 files (the driver's default is 25)
            // make two compiler jobs of its ~70 files on a 2-core machine rather than three, one
            // of which ran alone at the end of a first build. More cores still get a job each.
            swiftSettings: [.unsafeFlags(["-driver-batch-size-limit", "40"])]
        ),

        // MARK: Benchmarks (swift run -c release workbook-bench / viewruntime-bench)
        .executableTarget(name: "workbook-bench", dependencies: ["ObservationRuntime"]),
        // The interpreter against `swift FILE.swift` on a lesson-sized script (issue 3).
        .executableTarget(name: "script-bench", dependencies: ["Script"]),

        .executableTarget(
            name: "viewruntime-bench",
            dependencies: ["ViewRuntime", "ObservationRuntime"]
        ),

        // MARK: REPL benchmark (swift run -c release workbook-bench-repl): start → prompt, line → result
        // It also times the toolchain's warm sourcekitd on the very files the checker writes.
        .executableTarget(name: "workbook-bench-repl", dependencies: ["CompilerCheck"]),

        // MARK: The project's own tests
        .testTarget(name: "ObservationRuntimeTests", dependencies: ["ObservationRuntime"]),
        .testTarget(name: "GradingTests", dependencies: ["Grading", "LearnerState", "Localization", "GraderSupport"]),
        // The learner's files: full disk, symbolic links, parallel updates, set-aside.
        .testTarget(name: "LearnerStateTests", dependencies: ["LearnerState"]),
        .testTarget(name: "LocalizationTests", dependencies: ["Localization", "TextWidth"]),
        .testTarget(name: "ChildProcessTests", dependencies: ["ChildProcess"]),
        // The lexer's tokens, REPL entry completeness, and what the four old lexers disagreed on.
        .testTarget(name: "SwiftLexerTests", dependencies: ["SwiftLexer"]),
        // How entries are cut, the context shown to swiftc, and diagnostics placed back; plus real swiftc checks.
        .testTarget(name: "CompilerCheckTests", dependencies: ["CompilerCheck"]),
        // The interpreter's front end alone: scanner, parser, checks and typed lowering (no program runs).
        .testTarget(name: "ScriptFrontEndTests", dependencies: ["ScriptFrontEnd"]),
        .testTarget(name: "LegacyObservationTests", dependencies: ["LegacyObservation"]),
        .testTarget(name: "ViewRuntimeTests", dependencies: ["ViewRuntime", "ObservationRuntime"]),
        // The REPL, CLI, lesson engine: plain stdin and a real pseudo-terminal, against the built binary.
        .testTarget(
            name: "WorkbookTests",
            dependencies: [
                "LearnerState", "LessonEngine", "LineEditing", "Script", "CompilerCheck", "workbook", "Localization",
                "Grading", "TextWidth",
            ]),
        // Every scenario on the toolchain's Observation (the oracle) and on the built-in runtime.
        .testTarget(
            name: "ObservationConformanceTests",
            dependencies: ["ObservationRuntime"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // Corpus/, ViewCorpus/ and InvalidCorpus/ hold the differential corpora: scripts and their swiftc
        // output, read at run time from beside the test files (data, not test sources); so does
        // Programs/ (realistic programs checked by verify-compiled.sh and ProgramsTests).
        .testTarget(
            name: "ScriptTests",
            dependencies: ["Script", "ScriptFrontEnd", "ViewRuntime"],
            exclude: [
                "Corpus", "ViewCorpus", "InvalidCorpus", "Programs", "verify-corpus.sh", "verify-compiled.sh",
                "CompiledTraceDifferences.txt",
            ]
        ),
    ]
)

// A learner's plain `swift test` builds and runs only the graders, so its output is short
// and ends with the exercise table. The workbook's own tests join in CI (CI is set) and for
// contributors (WORKBOOK_DEV=1 swift test): see README.md.
func isSet(_ name: String) -> Bool {
    guard let value = Context.environment[name]?.lowercased() else { return false }
    return !["", "0", "false", "no"].contains(value)
}
if !(isSet("CI") || isSet("WORKBOOK_DEV")) {
    package.targets.removeAll { $0.type == .test }
}
// `workbook grade` leaves out the exercises that do not compile (WORKBOOK_LEAVE_OUT=02,05) and
// grades the others in this same build, reusing what it has built (one broken exercise would
// otherwise stop every grader: they share one test bundle).
let leftOut = Set((Context.environment["WORKBOOK_LEAVE_OUT"] ?? "").split { $0 == "," || $0 == " " }.map(String.init))
package.targets += exercises.filter { !leftOut.contains(String($0.folder.prefix(2))) }.flatMap {
    exerciseTargets($0.folder, uses: $0.uses)
}

// The index a debug build writes for editors (SwiftPM turns it on) leaves out the toolchain's
// own modules. Indexing them fell to the first compiler jobs of a fresh build, on its critical
// path: one ObservationRuntime job took 9.9 CPU s with them and 3.0 s without. Jumping to a
// standard library declaration goes through its generated interface, not this index.
for target in package.targets where target.type != .system {
    target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-index-ignore-system-modules"])]
}
