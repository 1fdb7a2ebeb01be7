/// Marks a type whose properties report their reads and writes to an `ObservationRegistrar`.
///
/// Like the toolchain's `Observation.Observable`, it has no requirements: it is a promise
/// that the type's accessors call `access` and `withMutation`, nothing the compiler checks.
public protocol Observable {}

/// Adopted by objects whose Swift type is not the type a learner sees — the interpreter's
/// instances are all one Swift class — so the trace can say `UserProfile`, not `Instance`.
public protocol ObservationTraceNaming: AnyObject {
    var observationTypeName: String { get }
}
