/// How long the compiler may take over a check, and the limits swiftc applies to itself.
/// swiftc's own default gives one expression ten minutes of solving; a learner would stare at
/// a silent prompt. With these, a pathological expression (a 10,000-term `1 + 1 + …`) gets
/// swiftc's own "unable to type-check this expression in reasonable time" on its line, and a
/// compiler that does not answer at all is given up on with a message, never waited for.
public enum CheckBudget {
    /// Seconds swiftc may spend solving one expression (`-solver-expression-time-threshold`).
    public static let solverSeconds = 5
    /// Bytes its constraint solver may use for one expression (`-solver-memory-threshold`).
    /// This is the limit that stops a 10,000-term sum within a second (the time limit alone
    /// lets it run for minutes). Measured with swiftc 6.3.1: 32 MB refused an ordinary
    /// `"\([(1.0 / 3.0 + 1.0 / 3.0), 1.0 / 3.0])"` (found by the differential fuzzer, seed 215245),
    /// 40 MB solves it and still stops the 10,000-term sum in ~1 s; from 48 MB that sum runs ~12 s.
    public static let solverBytes = 40 << 20

    /// Driver flags (swiftc, sourcekitd's compiler arguments) that set both.
    public static var driverFlags: [String] {
        [
            "-Xfrontend", "-solver-expression-time-threshold=\(solverSeconds)",
            "-Xfrontend", "-solver-memory-threshold=\(solverBytes)",
        ]
    }

    /// Wall-clock seconds a REPL entry's check may take before the workbook stops waiting
    /// (longer than swiftc needs to give up on its own, even on a loaded machine).
    public static let entrySeconds = 45.0
    /// Wall-clock seconds `workbook run`'s check of a whole file may take.
    public static let fileSeconds = 60.0
    /// Wall-clock seconds `workbook run`'s compile of a file may take (checking, code
    /// generation and linking: longer than a check alone).
    public static let compileSeconds = 90.0
}
