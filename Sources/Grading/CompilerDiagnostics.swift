import Foundation

/// Picks the compiler's diagnostics for one exercise out of `swift build`/`swift test`
/// output, in full — every error with the source line, caret and notes that say what to fix —
/// with paths made relative, so a learner sees `Exercises/03-…/TaskStore.swift:12:5: error: …`
/// and what follows it instead of a wall of build log.
public enum CompilerDiagnostics {
    /// Every error block whose location lies in `folder` (relative to `root`, e.g.
    /// `Exercises/03-computed-and-ignored`), each once, in the order the compiler gave them.
    public static func errors(in output: String, inFolder folder: String, root: String) -> String? {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        var blocks: [String] = []
        var seen = Set<String>()
        var current: [String]?
        func finish() {
            if let block = current, seen.insert(block[0]).inserted { blocks.append(block.joined(separator: "\n")) }
            current = nil
        }
        for rawLine in output.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(rawLine).replacingOccurrences(of: prefix, with: "")
            if let kind = headerKind(line) {
                if kind == "error", line.hasPrefix(folder + "/") {
                    finish()
                    current = [line]
                } else if kind == "note", current != nil {
                    current?.append(line)
                } else {
                    finish()
                }
            } else if current != nil {
                // Source excerpts, carets and gutters belong to the diagnostic above; build
                // progress ("[12/40] Compiling …") and tool messages end it.
                if line.hasPrefix("[") || line.hasPrefix("error:") || line.hasPrefix("warning:")
                    || line.hasPrefix("Building")
                    || line.hasPrefix("Compiling") || line.hasPrefix("Emitting") || line.hasPrefix("Write")
                {
                    finish()
                } else {
                    current?.append(line)
                }
            }
        }
        finish()
        guard !blocks.isEmpty else { return nil }
        return blocks.map { $0.trimmingCharacters(in: .newlines) }.joined(separator: "\n")
    }

    /// The exercise and grader folders (`Exercises/NN-slug`, `Tests/Graders/NN-slug`) that
    /// hold at least one compiler error.
    public static func foldersWithErrors(in output: String, root: String) -> Set<String> {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        var folders = Set<String>()
        for rawLine in output.split(separator: "\n") {
            let line = String(rawLine).replacingOccurrences(of: prefix, with: "")
            guard headerKind(line) == "error" else { continue }
            let parts = line.split(separator: "/", maxSplits: 3)
            if parts.count >= 3, parts[0] == "Exercises" { folders.insert("Exercises/\(parts[1])") }
            if parts.count >= 4, parts[0] == "Tests", parts[1] == "Graders" {
                folders.insert("Tests/Graders/\(parts[2])")
            }
        }
        return folders
    }

    /// The first error line with a location anywhere (what a whole-build failure shows).
    static func firstError(in output: String, root: String) -> String? {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        for line in output.split(separator: "\n") {
            let text = String(line).replacingOccurrences(of: prefix, with: "")
            if headerKind(text) == "error" { return text }
        }
        return output.split(separator: "\n").first { $0.contains("error:") }.map(String.init)
    }

    /// "error", "warning" or "note" for a `path:line:column: kind: message` line.
    static func headerKind(_ line: String) -> String? {
        for kind in ["error", "warning", "note"] {
            guard let range = line.range(of: ": \(kind): ") else { continue }
            let location = line[..<range.lowerBound].split(separator: ":")
            guard location.count >= 3, location.suffix(2).allSatisfy({ Int($0) != nil }),
                location.first.map({ $0.hasSuffix(".swift") || $0.hasSuffix(".h") || $0.hasSuffix(".c") }) == true
            else { continue }
            return kind
        }
        return nil
    }
}
