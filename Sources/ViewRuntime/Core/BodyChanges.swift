import ObservationRuntime

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What made a body run, in SwiftUI's words, for `Self._printChanges()` / `_logChanges()`.
///
/// SwiftUI documents the format only in the doc comment of `_printChanges()` (SwiftUI's
/// interface): it "prints the names of the changed dynamic properties that caused the
/// result of body to need to be refreshed. As well as the physical property names,
/// "@self" is used to mark that the view value itself has changed, and "@identity" to
/// mark that the identity of the view has changed". Observed output, which this follows:
///
/// - first evaluation of an identity: every dynamic property is new —
///   `ContentView: @self, @identity, _vm changed.`, `ContentModel: @self, @identity,
///   _sheetShown, _counter changed.` (a GitHub write-up comparing SwiftUI and MVVM body
///   counts), `DanceStack: @self, @identity, _vm, _compact changed.` (contracorner.com,
///   "Debugging SwiftUI");
/// - a `@State` write: `ContentModel: _counter changed.` (the same write-up);
/// - an `@Observable` property the body read: `ContentView: @dependencies changed.`
///   (the same write-up; WWDC23 "Demystify SwiftUI performance" shows `@dependencies`);
/// - the parent passed a different value: `Sheet: @self changed.`, and combined with an
///   observation change `ChildView: @dependencies, @self changed.` (github.com/UberJason/
///   ObservableWeirdness, README) — hence the order `@dependencies`, `@self`, `@identity`, names;
/// - an `ObservableObject` held by `@ObservedObject`/`@StateObject`/`@EnvironmentObject`:
///   the wrapper's name, `_model changed.` (SwiftUI reports the dynamic property);
/// - nothing it can name: `Name: unchanged.` (the same write-up).
///
/// Covered here: first evaluation, `@State` writes, built-in-runtime and toolchain
/// `Observation` changes, new inputs from the parent, held `ObservableObject`s. An
/// environment object replaced is reported as `@dependencies` (not verified against SwiftUI).
/// Where SwiftUI writes `_printChanges` to standard output and `_logChanges` to the unified
/// log (subsystem `com.apple.SwiftUI`, category `Changed Body Properties`), here both go to
/// the host's `changeLog` (standard output by default).
enum BodyChanges {
    static func line(typeName: String, changes: [String]) -> String {
        changes.isEmpty ? "\(typeName): unchanged." : "\(typeName): \(changes.joined(separator: ", ")) changed."
    }

    /// SwiftUI's order: `@dependencies`, `@self`, `@identity`, then property names.
    static func ordered(_ changes: [String]) -> [String] {
        let markers = ["@dependencies", "@self", "@identity"]
        return markers.filter(changes.contains) + changes.filter { !markers.contains($0) }
    }

    /// What a fired change is called: a view's own `@State` by its property (`_count`),
    /// anything observed through a model as `@dependencies`.
    static func name(of change: ObservationChange?) -> String {
        guard let typeName = change?.subject.typeName, let marker = typeName.range(of: ".@State ") else {
            return "@dependencies"
        }
        return "_" + typeName[marker.upperBound...]
    }

    /// A dynamic property's name as SwiftUI prints it: the backing storage, `_count`.
    static func storageName(_ name: String) -> String { name.hasPrefix("_") ? name : "_" + name }

    // MARK: The body being evaluated on this thread

    /// Set while a body runs, so `Self._printChanges()` inside it finds its line.
    final class Current {
        private let makeLine: () -> String
        let log: (String) -> Void
        init(log: @escaping (String) -> Void, line: @escaping () -> String) {
            self.makeLine = line
            self.log = log
        }
        private(set) lazy var line = makeLine()
    }

    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    static var current: Current? {
        guard let raw = pthread_getspecific(key) else { return nil }
        return Unmanaged<Current>.fromOpaque(raw).takeUnretainedValue()
    }

    static func during<T>(_ current: Current, _ body: () throws -> T) rethrows -> T {
        let previous = pthread_getspecific(key)
        pthread_setspecific(key, Unmanaged.passUnretained(current).toOpaque())
        defer { pthread_setspecific(key, previous) }
        return try withExtendedLifetime(current) { try body() }
    }
}

extension View {
    /// Inside `body`: prints why this body is running, as SwiftUI does
    /// (`Row: @self, @identity, _count changed.`). Outside a body it prints nothing.
    public static func _printChanges() {
        if let current = BodyChanges.current { current.log(current.line) }
    }

    /// SwiftUI sends this line to the unified log; the simulator sends it where
    /// `_printChanges()` goes.
    public static func _logChanges() { _printChanges() }
}

extension ViewHost {
    /// Inside a body being evaluated by a host: the line `Self._printChanges()` prints.
    /// (The interpreter's views have no Swift type to call it on.)
    public static var changesOfCurrentBody: String? { BodyChanges.current?.line }
}
