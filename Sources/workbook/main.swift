// workbook — the command line: picks the verb and hands over. Each verb lives in
// Commands/<Verb>.swift; the REPL itself is under REPL/.
import LearnerState

#if canImport(Glibc)
    import Glibc
#endif

// What the learner typed never stays in the temporary folder: folders of workbooks that died
// (SIGKILL, a crash) are removed now; this one's go at exit and on SIGTERM or SIGHUP.
ScratchFolder.removeAbandoned()
ScratchFolder.removeOnExit()

exit(Dispatcher.main(Array(CommandLine.arguments.dropFirst())).rawValue)
