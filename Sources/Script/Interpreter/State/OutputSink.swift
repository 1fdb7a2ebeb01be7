// Owns what one run hands back besides its value: the text it printed (streamed as it is
// written, and kept whole for the result), the bytes counted against the output cap, and
// what its `#expect`s found.

import ScriptFrontEnd

struct OutputSink {
    /// Receives each piece of printed text as it is produced (`ScriptOptions.output`).
    let emit: (String) -> Void
    private(set) var text = ""
    private(set) var byteCount = 0
    var expectations: [ExpectationResult] = []

    init(emit: @escaping (String) -> Void) { self.emit = emit }

    /// Appends `piece`, or returns false (and writes nothing) when it would pass `limit` bytes.
    mutating func write(_ piece: String, limit: Int) -> Bool {
        byteCount += piece.utf8.count
        guard byteCount <= limit else { return false }
        text += piece
        emit(piece)
        return true
    }

    /// A new run starts with nothing printed and nothing expected.
    mutating func beginRun() {
        text = ""
        byteCount = 0
        expectations = []
    }
}
