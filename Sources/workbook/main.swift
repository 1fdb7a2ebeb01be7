// The workbook CLI: a thin dispatcher over the verbs in Commands/.
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
switch arguments.first {
case "run":
    exit(RunCommand.main(Array(arguments.dropFirst())))
default:
    print("Observation Workbook — coming soon")
}
