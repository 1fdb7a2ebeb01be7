// A program run as the REPL and `workbook run --interpret` run one after swiftc accepted it: a
// refusal is then the workbook's own, after whatever the program printed before it.
import Script

func runAccepted(_ source: String, file: String = "main.swift") -> ScriptResult {
    ScriptSession(options: ScriptOptions(output: { _ in })).run(source, file: file, acceptedByCompiler: true)
}
