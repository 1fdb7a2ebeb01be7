import Observation
import ObservationRuntime

/// `@Environment(Model.self) var model`: the nearest `.environment(_:)` object of that type.
/// Missing → rendering stops with `ViewRuntimeError.missingEnvironmentObject` naming the
/// type; declare `Model?` to make it optional (nil when missing).
@propertyWrapper
public struct Environment<Value>: ViewProperty {
    let key: EnvironmentKey
    let isOptional: Bool
    let resolve: (AnyObject?) -> Value?
    let cell = ResolvedCell<Value>()

    // Built as the compiled runs' `SwiftUI`, `Observation` is the facade over ObservationRuntime:
    // one protocol, so the built-in runtime's initializers below serve it.
    #if !OBSERVATION_IS_BUILTIN
        public init(_ objectType: Value.Type) where Value: AnyObject & Observation.Observable {
            self.init(key: EnvironmentKey(.observable, Value.self), isOptional: false) { $0 as? Value }
        }

        public init<T: AnyObject & Observation.Observable>(_ objectType: T.Type) where Value == T? {
            self.init(key: EnvironmentKey(.observable, T.self), isOptional: true) { .some($0 as? T) }
        }
    #endif

    /// For models on the built-in runtime.
    public init(_ objectType: Value.Type) where Value: AnyObject & ObservationRuntime.Observable {
        self.init(key: EnvironmentKey(.observable, Value.self), isOptional: false) { $0 as? Value }
    }

    public init<T: AnyObject & ObservationRuntime.Observable>(_ objectType: T.Type) where Value == T? {
        self.init(key: EnvironmentKey(.observable, T.self), isOptional: true) { .some($0 as? T) }
    }

    /// The dynamic form (the interpreter): `resolve` turns the found object (or nil) into the value.
    public init(key: EnvironmentKey, isOptional: Bool, resolve: @escaping (AnyObject?) -> Value?) {
        self.key = key
        self.isOptional = isOptional
        self.resolve = resolve
    }

    public var wrappedValue: Value {
        guard let value = cell.value else {
            preconditionFailure(
                "@Environment(\(key.typeName).self) was read before its view was mounted (in init?); read it in body")
        }
        return value
    }

    public func install(in context: ViewPropertyContext) throws {
        let entry = context.environment(key)
        if entry == nil && !isOptional {
            throw ViewRuntimeError.missingEnvironmentObject(
                type: key.typeName, view: context.viewTypeName, wrapper: "Environment")
        }
        cell.value = resolve(entry?.object)
    }

    /// The value comes from the environment, which the host compares separately.
    public func hasSameInput(as previous: any ViewProperty) -> Bool { previous is Environment<Value> }
}

/// Holds what a property resolved at installation, shared by copies of the view value.
final class ResolvedCell<Value> {
    var value: Value?
}
