/// What the process tells its caller.
enum ExitCode: Int32 {
    /// Everything asked for was done (all lessons checked clean, the REPL ended normally).
    case success = 0
    /// The work ran and found problems (a lesson check failed, a lesson file is broken).
    case failure = 1
    /// The command line was wrong (unknown verb or option, missing argument, no lessons folder).
    case usage = 2
}
