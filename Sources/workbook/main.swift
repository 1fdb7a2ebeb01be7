import Foundation

// Grading verbs (grade, hint, reset, watch, dev check); the REPL dispatcher replaces the rest.
if let status = GradingCommands.dispatch(Array(CommandLine.arguments.dropFirst())) {
    exit(status)
}
print("Observation Workbook — coming soon")
