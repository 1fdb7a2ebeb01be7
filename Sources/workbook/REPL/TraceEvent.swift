/// The runtime's trace events as the REPL renders them: subjects already reduced to an
/// identity and a type name (see TraceSource for where they come from).
enum TraceEvent: Equatable {
    struct Subject: Hashable {
        /// The object's address (`ObjectIdentifier`'s bits): in this process, or a compiled program's.
        var id: UInt
        var typeName: String
    }

    case access(Subject?, property: String, tracking: Int?)
    case willSet(Subject?, property: String)
    case didSet(Subject?, property: String)
    case trackingStarted(Int)
    case trackingEnded(Int, dependencies: [(Subject?, String)])
    case fired(Int, Subject?, property: String)
    /// SE-0506: fired in willSet, the tracking waits for the same change's didSet.
    case firedBeforeDidSet(Int, Subject?, property: String)
    /// SE-0506 `.didSet`: fired after the value is stored; the tracking ends.
    case firedDidSet(Int, Subject?, property: String)
    /// SE-0506 `.deinit`: an observed object died.
    case deinitFired(Int, Subject?)
    case cancelled(Int)

    static func == (lhs: TraceEvent, rhs: TraceEvent) -> Bool {
        String(describing: lhs) == String(describing: rhs)
    }
}
