// What a compiled `workbook run` program does before its first statement (called from
// program_start.c), each step only when the workbook asks for it through the environment:
// a program run any other way pays one `getenv` per variable, once.

import Glibc

@_cdecl("wb_compiled_program_start")
func compiledProgramStart() {
    if let limit = environmentNumber("WORKBOOK_MEMORY_LIMIT") {
        var bound = rlimit(rlim_cur: rlim_t(limit), rlim_max: rlim_t(limit))
        _ = setrlimit(Int32(RLIMIT_DATA.rawValue), &bound)
    }
    if let descriptor = environmentNumber("WORKBOOK_TRACE_FD") {
        TracePipe.start(descriptor: Int32(descriptor))
    }
}

private func environmentNumber(_ name: String) -> Int? {
    guard let value = getenv(name) else { return nil }
    return Int(String(cString: value))
}

/// The runtime's trace events, one frame per event, written to the descriptor the workbook
/// gave. Program output waiting in stdout's buffer is flushed first, so when both share one
/// pipe the workbook reads them in the order they happened. A frame is `\0\u{1}T`, fields
/// separated by tabs, `\n`: `CompiledTraceReader` in the workbook reads it back.
enum TracePipe {
    static func start(descriptor: Int32) {
        // The executable's `__dso_handle`: key paths name their getters by address, and the
        // workbook finds the names in the binary's symbol table relative to this.
        write(descriptor, ["image", hex(UInt(bitPattern: #dsohandle))])
        ObservationTrace.addListener { event in
            write(descriptor, fields(of: event))
        }
    }

    private static func fields(of event: ObservationEvent) -> [String] {
        switch event {
        case .access(let subject, let property, let tracking):
            return ["access"] + fields(of: subject) + [property.name, tracking.map(String.init) ?? "-"]
        case .willSet(let subject, let property):
            return ["willSet"] + fields(of: subject) + [property.name]
        case .didSet(let subject, let property):
            return ["didSet"] + fields(of: subject) + [property.name]
        case .trackingStarted(let tracking):
            return ["started", String(tracking)]
        case .trackingEnded(let tracking, let dependencies):
            return ["ended", String(tracking)] + dependencies.flatMap { fields(of: $0.subject) + [$0.property.name] }
        case .fired(let tracking, let subject, let property):
            return ["fired", String(tracking)] + fields(of: subject) + [property.name]
        case .firedBeforeDidSet(let tracking, let subject, let property):
            return ["firedBeforeDidSet", String(tracking)] + fields(of: subject) + [property.name]
        case .firedDidSet(let tracking, let subject, let property):
            return ["firedDidSet", String(tracking)] + fields(of: subject) + [property.name]
        case .deinitFired(let tracking, let subject):
            return ["deinitFired", String(tracking)] + fields(of: subject)
        case .cancelled(let tracking):
            return ["cancelled", String(tracking)]
        }
    }

    private static func fields(of subject: ObservedSubject?) -> [String] {
        guard let subject else { return ["-", "-"] }
        return [hex(UInt(bitPattern: subject.id)), subject.typeName]
    }

    private static func hex(_ value: UInt) -> String { String(value, radix: 16) }

    private static func write(_ descriptor: Int32, _ fields: [String]) {
        fflush(nil)  // every stream: stdout is the one with the program's output
        let clean = fields.map { field in
            String(field.map { $0 == "\t" || $0 == "\n" || $0 == "\0" ? " " : $0 })
        }
        let frame = Array("\0\u{1}T".utf8) + Array(clean.joined(separator: "\t").utf8) + [10]
        var offset = 0
        while offset < frame.count {
            let written = frame.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
            if written < 0 && errno == EINTR { continue }
            if written <= 0 { return }
            offset += written
        }
    }
}
