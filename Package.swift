// swift-tools-version:6.0
// Observation Workbook — the module graph. Arrows point down only:
//
//   workbook ─┬─ LineEditing ── CLineEditing ── CEditLine (libedit)
//             ├─ LessonEngine ─┐
//             ├─ Grading       │
//             └────────────────┴─ Script ─┬─ ViewRuntime ─┐
//                                         ├─ LegacyObservation
//                                         └───────────────┴─ ObservationRuntime ── CObservationSupport
import PackageDescription

let package = Package(
    name: "ObservationWorkbook",
    products: [
        .executable(name: "workbook", targets: ["workbook"]),
        .library(name: "ObservationRuntime", targets: ["ObservationRuntime"]),
    ],
    targets: [
        // MARK: The observation runtimes (know nothing of scripts or the REPL)
        .target(name: "CObservationSupport"),
        .target(name: "ObservationRuntime", dependencies: ["CObservationSupport"]),
        .target(name: "LegacyObservation", dependencies: ["ObservationRuntime"]),
        .target(name: "ViewRuntime", dependencies: ["ObservationRuntime", "LegacyObservation"]),

        // MARK: The Swift-subset interpreter (knows nothing of the REPL)
        .target(name: "Script", dependencies: ["ObservationRuntime", "LegacyObservation", "ViewRuntime"]),

        // MARK: Lessons and grading
        .target(name: "LessonEngine", dependencies: ["Script"]),
        .target(name: "Grading"),

        // MARK: The terminal
        .systemLibrary(
            name: "CEditLine",
            pkgConfig: "libedit",
            providers: [.apt(["libedit-dev"]), .brew(["libedit"])]
        ),
        .target(name: "CLineEditing", dependencies: ["CEditLine"]),
        .target(name: "LineEditing", dependencies: ["CLineEditing"]),
        .executableTarget(
            name: "workbook",
            dependencies: ["LineEditing", "LessonEngine", "Grading", "Script", "ObservationRuntime"]
        ),

        // MARK: Benchmarks (swift run -c release workbook-bench / viewruntime-bench)
        .executableTarget(name: "workbook-bench", dependencies: ["ObservationRuntime"]),
        // The interpreter against `swift FILE.swift` on a lesson-sized script (issue 3).
        .executableTarget(name: "script-bench", dependencies: ["Script"]),

        .executableTarget(
            name: "viewruntime-bench",
            dependencies: ["ViewRuntime"]
        ),

        // MARK: REPL benchmark (swift run -c release workbook-bench-repl): start → prompt, line → result
        .executableTarget(name: "workbook-bench-repl"),

        // MARK: The project's own tests
        .testTarget(name: "ObservationRuntimeTests", dependencies: ["ObservationRuntime"]),
        .testTarget(name: "LegacyObservationTests", dependencies: ["LegacyObservation"]),
        .testTarget(name: "ViewRuntimeTests", dependencies: ["ViewRuntime", "LegacyObservation", "ObservationRuntime"]),
        // The REPL, CLI, lesson engine: plain stdin and a real pseudo-terminal, against the built binary.
        .testTarget(name: "WorkbookTests", dependencies: ["LessonEngine", "LineEditing", "Script", "workbook"]),
        // Every scenario on the toolchain's Observation (the oracle) and on the built-in runtime.
        .testTarget(
            name: "ObservationConformanceTests",
            dependencies: ["ObservationRuntime"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // Corpus/ and ViewCorpus/ hold the differential corpora: scripts and their swiftc
        // output, read at run time from beside the test files (data, not test sources).
        .testTarget(name: "ScriptTests", dependencies: ["Script"], exclude: ["Corpus", "ViewCorpus"]),
    ]
)
