import CompilerCheck
import Foundation

/// Splits what a traced compiled program writes to stdout into its output and the runtime's
/// trace frames (written by the `Observation` facade's `TracePipe`: `\0\u{1}T`, tab-separated
/// fields, `\n`), and hands both to the same renderer the interpreter's trace uses, in the
/// order they happened. Key paths come named by their getters' addresses; `KeyPathNames`
/// turns them back into property names.
final class CompiledTraceReader {
    private let renderer: TraceRenderer
    private let names: KeyPathNames
    private var pending: [UInt8] = []
    private var imageBase = 0
    private static let marker: [UInt8] = [0, 1, UInt8(ascii: "T")]

    init(renderer: TraceRenderer, names: KeyPathNames) {
        self.renderer = renderer
        self.names = names
    }

    /// Takes the next bytes from the pipe; output goes to `output`, frames to the renderer.
    func consume(_ bytes: ArraySlice<UInt8>, output: (ArraySlice<UInt8>) -> Void) {
        pending += bytes
        var start = 0
        while start < pending.count {
            guard let zero = pending[start...].firstIndex(of: 0) else {
                show(pending[start...], output)
                start = pending.count
                break
            }
            show(pending[start..<zero], output)
            start = zero
            // Wait for the rest of a frame that may be cut by the read.
            let available = pending.count - zero
            if available < Self.marker.count {
                if Array(pending[zero...]) == Array(Self.marker.prefix(available)) { break }
            } else if Array(pending[zero..<zero + Self.marker.count]) == Self.marker {
                guard let end = pending[zero...].firstIndex(of: 10) else { break }
                receive(String(decoding: pending[(zero + Self.marker.count)..<end], as: UTF8.self))
                start = end + 1
                continue
            }
            // A NUL byte the program printed itself.
            show(pending[zero...zero], output)
            start = zero + 1
        }
        pending.removeFirst(start)
    }

    /// The program ended: whatever is left is its output.
    func finish(output: (ArraySlice<UInt8>) -> Void) {
        show(pending[...], output)
        pending = []
    }

    private func show(_ bytes: ArraySlice<UInt8>, _ output: (ArraySlice<UInt8>) -> Void) {
        guard !bytes.isEmpty else { return }
        renderer.flush()
        output(bytes)
    }

    private func receive(_ frame: String) {
        let fields = frame.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
        guard let kind = fields.first else { return }
        if kind == "image" {
            imageBase = fields.count > 1 ? Int(fields[1], radix: 16) ?? 0 : 0
            return
        }
        if let event = event(kind, Array(fields.dropFirst())) { renderer.receive(event) }
    }

    /// One frame's fields as the renderer's event; nil for a frame it cannot read.
    private func event(_ kind: String, _ fields: [String]) -> TraceEvent? {
        func subject(_ at: Int) -> TraceEvent.Subject? {
            guard at + 1 < fields.count, let id = UInt(fields[at], radix: 16) else { return nil }
            return TraceEvent.Subject(id: id, typeName: fields[at + 1])
        }
        func property(_ at: Int) -> String {
            at < fields.count ? names.name(of: fields[at], imageBase: imageBase) : "?"
        }
        func number(_ at: Int) -> Int? { at < fields.count ? Int(fields[at]) : nil }
        switch kind {
        case "access": return .access(subject(0), property: property(2), tracking: number(3))
        case "willSet": return .willSet(subject(0), property: property(2))
        case "didSet": return .didSet(subject(0), property: property(2))
        case "started": return number(0).map { .trackingStarted($0) }
        case "ended":
            guard let tracking = number(0) else { return nil }
            let dependencies = stride(from: 1, to: fields.count - 2, by: 3).map { (subject($0), property($0 + 2)) }
            return .trackingEnded(tracking, dependencies: dependencies)
        case "fired":
            guard let tracking = number(0) else { return nil }
            return .fired(tracking, subject(1), property: property(3))
        case "firedBeforeDidSet":
            guard let tracking = number(0) else { return nil }
            return .firedBeforeDidSet(tracking, subject(1), property: property(3))
        case "firedDidSet":
            guard let tracking = number(0) else { return nil }
            return .firedDidSet(tracking, subject(1), property: property(3))
        case "deinitFired":
            guard let tracking = number(0) else { return nil }
            return .deinitFired(tracking, subject(1))
        case "cancelled": return number(0).map { .cancelled($0) }
        default: return nil
        }
    }
}
