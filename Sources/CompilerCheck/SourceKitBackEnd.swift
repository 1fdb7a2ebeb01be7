import Foundation
import Synchronization
import TextWidth

/// Entries checked by the warm sourcekitd: its structured diagnostics are turned into the
/// text swiftc prints (`-diagnostic-style llvm`: source line, `^` with `~` under ranges and
/// fix-it removals, the fix-it's text below), and the static types of an accepted entry's
/// variables come from its variable-type request. Where the service gives no answer, a
/// swift-frontend process does the check instead.
final class SourceKitBackEnd: CheckBackEnd {
    let service: SourceKitService
    private let fallback: ProcessBackEnd
    private let cancelled = Atomic<Bool>(false)

    init(service: SourceKitService, fallback: ProcessBackEnd) {
        self.service = service
        self.fallback = fallback
    }

    var name: String { "sourcekitd (the toolchain's compiler service, warm, in process)" }
    var learnsTypesFromProbes: Bool { false }

    func diagnose(
        main: String, context: String, swiftVersion: Int, viewFlags: [String]
    ) -> Result<
        Diagnosed, CheckFailure
    > {
        cancelled.store(false, ordering: .relaxed)
        let arguments =
            ["-swift-version", String(swiftVersion), "-module-name", "main"] + CheckBudget.driverFlags + viewFlags
            + [main, context]
        let deadline = Date().addingTimeInterval(CheckBudget.entrySeconds)
        var timedOut = false
        let shouldCancel = {
            if Date() >= deadline { timedOut = true }
            return timedOut || self.cancelled.load(ordering: .relaxed)
        }
        let answer = service.diagnostics(file: main, arguments: arguments, shouldCancel: shouldCancel)
        if cancelled.load(ordering: .relaxed) { return .failure(.cancelled) }
        if timedOut { return .failure(.noAnswer(.timedOut(seconds: CheckBudget.entrySeconds))) }
        guard case .success(let response) = answer, let diagnostics = response["key.diagnostics"] else {
            return fallback.diagnose(main: main, context: context, swiftVersion: swiftVersion, viewFlags: viewFlags)
        }
        var files = SourceFiles()
        let raw = diagnostics.elements.flatMap { diagnostic in
            [Self.raw(diagnostic, files: &files)]
                + (diagnostic["key.diagnostics"]?.elements ?? []).map { Self.raw($0, files: &files) }
        }
        // The AST is still warm from the diagnostics: this costs a few milliseconds. (Asked even
        // after an error: "function is unused" on a bare `double` is one the echo makes moot.)
        let types = service.variableTypes(file: main, arguments: arguments, shouldCancel: shouldCancel)
        if cancelled.load(ordering: .relaxed) { return .failure(.cancelled) }
        if timedOut { return .failure(.noAnswer(.timedOut(seconds: CheckBudget.entrySeconds))) }
        return .success(Diagnosed(raw: raw, ranMandatoryPasses: true, variableTypes: types))
    }

    func cancel() {
        cancelled.store(true, ordering: .relaxed)
        fallback.cancel()
    }

    /// `Swift.Equatable` in `where 'Self' = 'P' (Swift.Equatable)`.
    static func generatedBuffer(in message: String) -> String? {
        guard message.hasSuffix(")"), let open = message.range(of: " (", options: .backwards) else { return nil }
        let name = message[open.upperBound..<message.index(before: message.endIndex)]
        guard name.contains("."), name.first?.isUppercase == true,
            name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        else { return nil }
        return String(name)
    }

    static func raw(_ diagnostic: SourceKitValue, files: inout SourceFiles) -> RawDiagnostic {
        let severityName = diagnostic["key.severity"]?.text?.split(separator: ".").last.map(String.init) ?? "error"
        let severity = CompilerDiagnostic.Severity(rawValue: severityName) ?? .error
        let file = diagnostic["key.filepath"]?.text ?? "<unknown>"
        let line = diagnostic["key.line"]?.integer ?? 0
        let column = diagnostic["key.column"]?.integer ?? 0
        var raw = RawDiagnostic(
            file: file, line: line, column: column, severity: severity,
            message: diagnostic["key.description"]?.text ?? "", body: [])
        // A place inside a module's generated interface: sourcekitd moves it onto the
        // diagnostic's own place and names the declaration (`… (Swift.Equatable)`); swiftc
        // puts it in that interface, which is none of the learner's text.
        if let buffer = generatedBuffer(in: raw.message) {
            raw.message = String(raw.message.dropLast(buffer.count + 3))
            raw.file = buffer
            raw.line = 0
            raw.column = 0
            return raw
        }
        guard line > 0, let source = files.lines(of: file), line <= source.count else { return raw }
        let ranges = (diagnostic["key.ranges"]?.elements ?? []).compactMap(Marked.init)
        let fixIts = (diagnostic["key.fixits"]?.elements ?? []).compactMap(Marked.init)
        raw.body = DiagnosticRendering.lines(source: source, line: line, column: column, ranges: ranges, fixIts: fixIts)
        return raw
    }
}

/// A range (and, for a fix-it, its replacement text) as a byte offset and length in a file.
struct Marked: Equatable {
    var offset: Int
    var length: Int
    var text: String?

    init(offset: Int, length: Int, text: String? = nil) {
        self.offset = offset
        self.length = length
        self.text = text
    }

    init?(_ value: SourceKitValue) {
        guard let offset = value["key.offset"]?.integer, let length = value["key.length"]?.integer else { return nil }
        self.init(offset: offset, length: length, text: value["key.sourcetext"]?.text)
    }
}

/// The files diagnostics point into, read once per check, as lines of bytes.
struct SourceFiles {
    private var cache: [String: SourceLines] = [:]

    mutating func lines(of path: String) -> SourceLines? {
        if let known = cache[path] { return known }
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let lines = SourceLines(Array(data))
        cache[path] = lines
        return lines
    }
}

struct SourceLines {
    /// Each line's bytes (without its newline) and the offset of its first byte.
    let lines: [(start: Int, bytes: ArraySlice<UInt8>)]

    init(_ bytes: [UInt8]) {
        var lines: [(Int, ArraySlice<UInt8>)] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            lines.append((start, bytes[start..<index]))
            start = index + 1
        }
        if start < bytes.count { lines.append((start, bytes[start...])) }
        self.lines = lines
    }

    var count: Int { lines.count }
}

/// What swiftc prints under a diagnostic's header in `-diagnostic-style llvm` (LLVM's
/// SourceMgr): the source line; a caret line with `~` under each range and under what a
/// fix-it replaces, `^` at the column, trailing spaces trimmed; then the fix-its' texts at
/// their columns (a later one pushed one column past an earlier one it would overlap).
/// Columns are terminal columns: a CJK character or an emoji takes two, so the caret stays
/// under it. (swiftc counts bytes, and prints no caret line at all for a line that is not
/// ASCII; a learner typing `let 名前 = …` deserves one that points at the right place.)
enum DiagnosticRendering {
    static func lines(source: SourceLines, line: Int, column: Int, ranges: [Marked], fixIts: [Marked]) -> [String] {
        let (lineStart, bytes) = source.lines[line - 1]
        let lineEnd = lineStart + bytes.count
        let text = String(decoding: bytes, as: UTF8.self)
        let display = DisplayColumns(line: text, byteCount: bytes.count)
        var caret = [Character](repeating: " ", count: display.width + 1)
        func columns(_ marked: Marked) -> (first: Int, last: Int)? {
            let start = marked.offset
            let end = marked.offset + marked.length
            guard start <= lineEnd, end >= lineStart else { return nil }
            return (display[max(start, lineStart) - lineStart], display[min(end, lineEnd) - lineStart])
        }
        for range in ranges {
            guard let (first, last) = columns(range), first < last else { continue }
            for index in first..<last { caret[index] = "~" }
        }
        var fixItLine: [Character] = []
        var previousEnd: Int? = nil
        for fixIt in fixIts {
            guard let replacement = fixIt.text, !replacement.contains(where: { "\n\r\t".contains($0) }),
                var (first, last) = columns(fixIt)
            else { continue }
            if let previousEnd, first < previousEnd { first = previousEnd + 1 }
            let cells = DisplayColumns.cells(of: replacement)
            if fixItLine.count < first + cells.count {
                fixItLine += [Character](repeating: " ", count: first + cells.count - fixItLine.count)
            }
            fixItLine.replaceSubrange(first..<(first + cells.count), with: cells)
            previousEnd = first + cells.count
            last = max(last, first)
            for index in first..<min(last, caret.count) { caret[index] = "~" }
        }
        if column >= 1, column - 1 <= bytes.count {
            let at = display[column - 1]
            if at < caret.count { caret[at] = "^" }
        }
        while caret.last == " " { caret.removeLast() }
        var result = [text, String(caret)]
        if !fixItLine.isEmpty { result.append(String(fixItLine.filter { $0 != DisplayColumns.continuation })) }
        return result
    }
}

/// Byte offsets of one source line → terminal columns (identity for ASCII).
struct DisplayColumns {
    /// Stands in the fix-it line for the second column of a wide character; removed at the end.
    static let continuation: Character = "\u{0}"
    private var columnOfByte: [Int]
    let width: Int

    init(line: String, byteCount: Int) {
        var columnOfByte = [Int]()
        columnOfByte.reserveCapacity(byteCount + 1)
        var column = 0
        for character in line {
            let size = character.utf8.count
            columnOfByte += [Int](repeating: column, count: size)
            column += TerminalColumns.width(of: character)
        }
        // Bytes a lossy decoding dropped still get a column; one past the end is the end.
        while columnOfByte.count <= byteCount { columnOfByte.append(column) }
        self.columnOfByte = columnOfByte
        width = column
    }

    subscript(byte: Int) -> Int { columnOfByte[min(max(byte, 0), columnOfByte.count - 1)] }

    /// A fix-it's text as terminal cells: a wide character, then a continuation cell.
    static func cells(of text: String) -> [Character] {
        text.flatMap { character -> [Character] in
            TerminalColumns.width(of: character) == 2 ? [character, continuation] : [character]
        }
    }
}
