// Owns the text of the session's runs: the run in progress (its file, first line number,
// text, entry number, module name) and every earlier run's text by entry number,
// so a diagnostic or a `:why` site in code an earlier input declared names that input's line.

import ScriptFrontEnd

struct SessionSources {
    var file = "<repl>"
    var firstLine = 1
    /// The text of the run in progress.
    var current: SourceText?
    /// Every run of the session, by entry number (`SourcePos.entry`).
    var byEntry: [Int32: SourceText] = [:]
    /// The entry number of the run in progress.
    var entry: Int32 = 0
    /// What `main.Type` prints as: the file's stem when it is an identifier, as swiftc names the module.
    var moduleName = "main"

    mutating func beginRun(file: String, firstLine: Int, source: SourceText, entry: Int32) {
        self.file = file
        self.firstLine = firstLine
        current = source
        byEntry[entry] = source
        self.entry = entry
        moduleName = ModuleName.of(file: file)
    }

    /// The text a position belongs to: the run that stamped it (entry 0, and positions of
    /// a run forgotten by a reset, fall back to the run in progress).
    func text(of pos: SourcePos) -> SourceText {
        if pos.entry != 0, let text = byEntry[pos.entry] { return text }
        return current ?? SourceText(file: file, source: "", firstLine: firstLine)
    }
}
