/// Finds the first compiler error in `swift build`/`swift test` output, so a learner sees
/// `Exercises/03-…/TaskStore.swift:12:5: error: …` instead of a wall of build log.
enum CompilerDiagnostics {
    static func firstError(in output: String, root: String) -> String? {
        for line in output.split(separator: "\n") {
            let text = String(line)
            guard text.contains(": error: ") else { continue }
            // Lines like "error: emit-module command failed" carry no location; keep looking.
            guard let first = text.first, first == "/" || first == "." else { continue }
            return text.replacingOccurrences(of: root.hasSuffix("/") ? root : root + "/", with: "")
        }
        return output.split(separator: "\n").first { $0.contains("error:") }.map(String.init)
    }
}
