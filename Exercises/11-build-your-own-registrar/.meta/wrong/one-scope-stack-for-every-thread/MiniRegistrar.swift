import Foundation

/// What one `miniTracking` call has read so far: per registrar, the property names.
final class TrackingScope {
    var reads: [ObjectIdentifier: (registrar: MiniRegistrar, properties: Set<String>)] = [:]

    func record(_ registrar: MiniRegistrar, _ property: String) {
        reads[ObjectIdentifier(registrar), default: (registrar, [])].properties.insert(property)
    }

    func absorb(_ inner: TrackingScope) {
        for (_, read) in inner.reads {
            for property in read.properties { record(read.registrar, property) }
        }
    }

    /// The scopes running on this thread, innermost last. Per thread: a read on another
    /// thread belongs to whatever that thread is tracking, not to us.
    // Known-wrong: one stack shared by every thread, so a read on another thread while a
    // tracking runs is recorded by that tracking.
    static let shared = ScopeStack()
    static var stack: ScopeStack { shared }
}

final class ScopeStack {
    var scopes: [TrackingScope] = []
}

/// One installed tracking: fires at most once, then removes itself from every registrar.
final class Tracking: @unchecked Sendable {
    private let lock = NSLock()
    private var onChange: (@Sendable () -> Void)?
    private var registrations: [(registrar: MiniRegistrar, token: Int)] = []

    init(onChange: @escaping @Sendable () -> Void) {
        self.onChange = onChange
    }

    func remember(_ registrar: MiniRegistrar, token: Int) {
        lock.lock()
        registrations.append((registrar, token))
        lock.unlock()
    }

    /// The first caller wins; everyone after finds `onChange` gone.
    func fire() {
        lock.lock()
        let callback = onChange
        onChange = nil
        let installed = registrations
        registrations = []
        lock.unlock()
        guard let callback else { return }
        for registration in installed {
            registration.registrar.remove(token: registration.token)
        }
        callback()
    }
}

/// Your registrar: one per object.
final class MiniRegistrar: @unchecked Sendable {
    private let lock = NSLock()
    private var nextToken = 0
    private var observers: [Int: (properties: Set<String>, tracking: Tracking)] = [:]

    func access(_ property: String) {
        TrackingScope.stack.scopes.last?.record(self, property)
    }

    /// Trackers fire here, before the value is stored: they see the old value.
    func willSet(_ property: String) {
        lock.lock()
        let interested = observers.values.filter { $0.properties.contains(property) }.map(\.tracking)
        lock.unlock()
        for tracking in interested {
            tracking.fire()
        }
    }

    func didSet(_ property: String) {}

    func add(_ tracking: Tracking, for properties: Set<String>) -> Int {
        lock.lock()
        defer { lock.unlock() }
        nextToken += 1
        observers[nextToken] = (properties, tracking)
        return nextToken
    }

    func remove(token: Int) {
        lock.lock()
        observers[token] = nil
        lock.unlock()
    }
}

/// Runs `apply`, recording what it reads; calls `onChange` once, when one of those
/// properties is about to change, and then forgets every registration.
func miniTracking<T>(_ apply: () -> T, onChange: @escaping @Sendable () -> Void) -> T {
    let stack = TrackingScope.stack
    let scope = TrackingScope()
    stack.scopes.append(scope)
    let result = apply()
    stack.scopes.removeLast()
    // Reads in a nested tracking also count for the one around it.
    stack.scopes.last?.absorb(scope)
    guard !scope.reads.isEmpty else { return result }
    let tracking = Tracking(onChange: onChange)
    for (_, read) in scope.reads {
        let token = read.registrar.add(tracking, for: read.properties)
        tracking.remember(read.registrar, token: token)
    }
    return result
}
