// The workbook's executable: the command line (WorkbookCLI) on the interpreter (Script).
// Everything else lives in WorkbookCLI, which knows the interpreter only through
// ScriptInterface: it compiles while Script's optimized build runs, and this file is all
// that waits for it.
import Script
import WorkbookCLI

#if canImport(Glibc)
    import Glibc
#endif

exit(Workbook.main(Array(CommandLine.arguments.dropFirst()), makeSession: { ScriptSession(options: $0) }))
