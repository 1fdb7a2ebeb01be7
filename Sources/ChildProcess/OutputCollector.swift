import Foundation

/// One of a child's output streams as it is read: kept up to the cap, passed on as it comes.
struct OutputCollector {
    let stream: ChildOutput.Stream
    let policy: ChildOutput
    private(set) var kept = Data()
    private(set) var truncated = false
    private var unfinishedLine = Data()

    init(_ stream: ChildOutput.Stream, policy: ChildOutput) {
        self.stream = stream
        self.policy = policy
    }

    mutating func take(_ chunk: Data) {
        if policy.keeps {
            let room = max(0, policy.cap - kept.count)
            if chunk.count > room { truncated = true }
            kept.append(chunk.prefix(room))
        }
        switch policy.echo {
        case .chunks(let pass)?: pass(stream, chunk)
        case .lines(let pass)?:
            unfinishedLine.append(chunk)
            while let newline = unfinishedLine.firstIndex(of: UInt8(ascii: "\n")) {
                pass(stream, String(decoding: unfinishedLine[unfinishedLine.startIndex..<newline], as: UTF8.self))
                unfinishedLine.removeSubrange(unfinishedLine.startIndex...newline)
            }
        case nil: break
        }
    }

    /// The child's last line when it did not end with a newline.
    mutating func finish() {
        guard case .lines(let pass)? = policy.echo, !unfinishedLine.isEmpty else { return }
        pass(stream, String(decoding: unfinishedLine, as: UTF8.self))
        unfinishedLine = Data()
    }

    var text: String { String(decoding: kept, as: UTF8.self) }
}
