// The models each side runs: the toolchain's @Observable macro for the oracle; the same
// expansion written by hand against the built-in registrar, once with key paths (as
// compiled code would) and once with interned property ids (as the interpreter does).
import Observation
import ObservationRuntime

@Observable
final class ToolchainCounter {
    var value = 0
}

final class KeyPathCounter: ObservationRuntime.Observable {
    private let _$observationRegistrar = ObservationRuntime.ObservationRegistrar()
    private var _value = 0
    var value: Int {
        get {
            _$observationRegistrar.access(self, keyPath: \.value)
            return _value
        }
        set {
            guard _value != newValue else { return }
            _$observationRegistrar.withMutation(of: self, keyPath: \.value) { _value = newValue }
        }
    }
}

final class PropertyIDCounter: ObservationRuntime.Observable {
    private static let valueID = PropertyID(name: "value")
    private let _$observationRegistrar = ObservationRuntime.ObservationRegistrar()
    private var _value = 0
    var value: Int {
        get {
            _$observationRegistrar.access(self, property: Self.valueID)
            return _value
        }
        set {
            guard _value != newValue else { return }
            _$observationRegistrar.withMutation(of: self, property: Self.valueID) { _value = newValue }
        }
    }
}

/// What the workloads need from each side.
protocol BenchSide {
    associatedtype Counter: AnyObject
    static var label: String { get }
    static func make() -> Counter
    static func read(_ counter: Counter) -> Int
    static func write(_ counter: Counter, _ value: Int)
    static func track<T>(_ apply: () -> T, onChange: @escaping @Sendable () -> Void) -> T
}

enum Toolchain: BenchSide {
    static let label = "toolchain"
    static func make() -> ToolchainCounter { ToolchainCounter() }
    @inline(__always) static func read(_ counter: ToolchainCounter) -> Int { counter.value }
    @inline(__always) static func write(_ counter: ToolchainCounter, _ value: Int) { counter.value = value }
    static func track<T>(_ apply: () -> T, onChange: @escaping @Sendable () -> Void) -> T {
        Observation.withObservationTracking(apply, onChange: onChange)
    }
}

enum BuiltInKeyPaths: BenchSide {
    static let label = "built-in (key paths)"
    static func make() -> KeyPathCounter { KeyPathCounter() }
    @inline(__always) static func read(_ counter: KeyPathCounter) -> Int { counter.value }
    @inline(__always) static func write(_ counter: KeyPathCounter, _ value: Int) { counter.value = value }
    static func track<T>(_ apply: () -> T, onChange: @escaping @Sendable () -> Void) -> T {
        ObservationRuntime.withObservationTracking(apply, onChange: onChange)
    }
}

enum BuiltInPropertyIDs: BenchSide {
    static let label = "built-in (property ids)"
    static func make() -> PropertyIDCounter { PropertyIDCounter() }
    @inline(__always) static func read(_ counter: PropertyIDCounter) -> Int { counter.value }
    @inline(__always) static func write(_ counter: PropertyIDCounter, _ value: Int) { counter.value = value }
    static func track<T>(_ apply: () -> T, onChange: @escaping @Sendable () -> Void) -> T {
        ObservationRuntime.withObservationTracking(apply, onChange: onChange)
    }
}
