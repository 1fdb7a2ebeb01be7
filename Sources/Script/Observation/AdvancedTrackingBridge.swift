// SE-0506 (Swift 6.4) in scripts, on the built-in runtime: `withObservationTracking(options:
// _:onChange:)`, the event a handler gets (`kind`, `matches(_:)`, `cancel()`), and the
// options as a learner writes them (`.didSet`, `[.willSet, .didSet]`). The continuous form
// is in ContinuousObservationBridge.swift. Runs once per install or event, not per step:
// compiled unoptimized (ARCHITECTURE.md, "Build cost").

import ObservationRuntime
import ScriptFrontEnd

/// An `ObservationTracking.Event` as script code holds it: the facts of one event.
final class TrackingEventBox {
    let facts: ObservationTracking.EventFacts
    /// The continuous observation it belongs to, if any: `cancel()` stops that too.
    let continuous: ContinuousScriptObservation?

    @_optimize(none) init(_ facts: ObservationTracking.EventFacts, continuous: ContinuousScriptObservation? = nil) {
        self.facts = facts
        self.continuous = continuous
    }
}

/// An `ObservationTracking.Options` value held in a variable (`let options:
/// ObservationTracking.Options = [.willSet, .didSet]`).
final class TrackingOptionsBox {
    let options: ObservationTracking.Options
    @_optimize(none) init(_ options: ObservationTracking.Options) { self.options = options }
}

extension ObservationBridge {
    static let trackingOptionsTypeName = "ObservationTracking.Options"

    /// SE-0506's names spelled out from their namespace: `ObservationTracking.Event.Kind.didSet`,
    /// `ObservationTracking.Options.willSet`, and the types on the way there. Nil for a name
    /// that is none of them.
    @_optimize(none) func observationTrackingMember(_ typeName: String, _ name: String) -> Value? {
        switch (typeName, name) {
        case ("ObservationTracking", "Event"), ("ObservationTracking", "Options"), ("ObservationTracking", "Token"):
            return .type(.builtin("ObservationTracking.\(name)"))
        case ("ObservationTracking.Event", "Kind"):
            return .type(.user(trackingEventKindType))
        case ("ObservationTracking.Event.Kind", _):
            guard trackingEventKindType.cases[name] != nil else { return nil }
            return .enumValue(EnumValue(type: trackingEventKindType, caseName: name, payload: [], labels: []))
        case (ObservationBridge.trackingOptionsTypeName, "willSet"): return trackingOptionsValue(.willSet)
        case (ObservationBridge.trackingOptionsTypeName, "didSet"): return trackingOptionsValue(.didSet)
        case (ObservationBridge.trackingOptionsTypeName, "deinit"): return trackingOptionsValue(.deinit)
        default: return nil
        }
    }

    @_optimize(none) func trackingOptionsValue(_ options: ObservationTracking.Options) -> Value {
        .native(NativeBox(TrackingOptionsBox(options), typeName: ObservationBridge.trackingOptionsTypeName))
    }

    /// `[.willSet, .didSet]` where an `ObservationTracking.Options` is expected (a declared
    /// variable, a parameter): the options, not an array.
    @_optimize(none) func trackingOptionsLiteral(_ items: [Expr], in env: Environment) throws -> Value {
        trackingOptionsValue(
            try items.reduce(into: ObservationTracking.Options()) { $0.formUnion(try trackingOptions($1, in: env)) })
    }

    /// `ObservationTracking.Event.Kind`, as an enum of the session (`==` and `case .willSet:` work).
    var trackingEventKindType: TypeInfo {
        interpreter.registry.syntheticEnum(
            "Kind", cases: [("initial", nil), ("willSet", nil), ("didSet", nil), ("deinit", nil)],
            in: interpreter.globals)
    }

    @_optimize(none) func trackingEventKind(_ kind: ObservationTracking.Event.Kind) -> Value {
        .enumValue(EnumValue(type: trackingEventKindType, caseName: kind.description, payload: [], labels: []))
    }

    /// The options argument, read from its text: `.willSet`, `[.willSet, .didSet]`, `[]`,
    /// `ObservationTracking.Options.didSet`.
    /// Anything else is evaluated: a variable or property that holds options.
    @_optimize(none) func trackingOptions(_ expr: Expr, in env: Environment) throws -> ObservationTracking.Options {
        switch expr.kind {
        case .array(let items):
            return try items.reduce(into: []) { $0.formUnion(try trackingOptions($1, in: env)) }
        case .implicitMember(let name), .member(_, let name):
            switch name {
            case "willSet": return .willSet
            case "didSet": return .didSet
            case "deinit": return .deinit
            default: break
            }
        default: break
        }
        let value = try interpreter.evaluate(
            expr, in: env, expected: .named(ObservationBridge.trackingOptionsTypeName, []))
        if case .native(let box) = value, let held = box.object as? TrackingOptionsBox { return held.options }
        throw ScriptError.cannotRun(
            "tracking options other than '.willSet', '.didSet', '.deinit' or a list of them ('[.willSet, .didSet]')",
            at: expr.pos)
    }

    @_optimize(none) func trackingEventValue(
        _ facts: ObservationTracking.EventFacts, continuous: ContinuousScriptObservation? = nil
    ) -> Value {
        .native(NativeBox(TrackingEventBox(facts, continuous: continuous), typeName: "ObservationTracking.Event"))
    }

    /// `withObservationTracking(options: …) { … } onChange: { event in … }`.
    @_optimize(none) func callWithObservationTrackingOptions(
        _ args: [Argument], in env: Environment, pos: SourcePos
    ) throws -> Value {
        guard args.count == 3, args[2].label == "onChange" || args[2].label == nil else {
            throw ScriptError.cannotRun(
                "a call to 'withObservationTracking(options:)' other than with the options, a closure and an 'onChange:' closure",
                at: pos)
        }
        let options = try trackingOptions(args[0].value, in: env)
        let apply = try interpreter.evaluate(args[1].value, in: env)
        let onChange = try interpreter.evaluate(args[2].value, in: env)
        let failure = HeldError()
        let handler = UncheckedSendable(value: (WeakInterpreter(interpreter), onChange, pos))
        let run = { self.callHoldingError(apply, [], in: failure, pos: pos) }
        let label =
            site(of: pos, mentioning: "withObservationTracking").map {
                "withObservationTracking(options: \(options)) at \($0)"
            } ?? "withObservationTracking(options: \(options))"
        let result =
            ObservationRuntime.withObservationTracking(
                options: options, run, label: label,
                onChange: { facts in
                    let (weak, closure, at) = handler.value
                    guard let interpreter = weak.interpreter, !interpreter.isTearingDown else { return }
                    interpreter.observation.runCallback {
                        _ = try interpreter.callValue(
                            closure, [interpreter.observation.trackingEventValue(facts)], labels: [nil], pos: at)
                    }
                }
            ).value
        try failure.rethrow()
        return result
    }

    /// `event.kind`.
    @_optimize(none) func trackingEventProperty(_ box: NativeBox, _ name: String) -> Value? {
        if let held = box.object as? TrackingOptionsBox, name == "isEmpty" { return .bool(held.options.isEmpty) }
        guard let event = box.object as? TrackingEventBox, name == "kind" else { return nil }
        return trackingEventKind(event.facts.kind)
    }

    /// `event.matches(\Model.score)`, `event.cancel()`, `token.cancel()`.
    @_optimize(none) func trackingMethod(
        _ box: NativeBox, _ name: String, _ args: [Value], pos: SourcePos
    ) throws -> Value? {
        if let event = box.object as? TrackingEventBox {
            switch name {
            case "matches":
                // Interpreted objects name their properties, not key paths: the property's
                // name is compared, as the key path's last component.
                guard case .keyPath(let keyPath)? = args.first, let last = keyPath.components.last else {
                    throw ScriptError.cannotRun(
                        "'matches(_:)' given anything but a key path such as '\\Model.score'", at: pos)
                }
                return .bool(keyPath.components.count == 1 && event.facts.property == property(last))
            case "cancel":
                event.facts.cancel()
                event.continuous?.cancel()
                return .void
            default:
                return nil
            }
        }
        if let held = box.object as? TrackingOptionsBox {
            return try trackingOptionsMethod(held.options, name, args, pos: pos)
        }
        if let token = box.object as? ContinuousTokenBox, name == "cancel" {
            token.observation.cancel()
            return .void
        }
        return nil
    }
}

extension ObservationBridge {
    /// Options' `SetAlgebra` methods that read (`union`, `intersection`, `contains`,
    /// `isEmpty` is a property); a variable of options is changed by assigning a new set.
    @_optimize(none) func trackingOptionsMethod(
        _ options: ObservationTracking.Options, _ name: String, _ args: [Value], pos: SourcePos
    ) throws -> Value? {
        guard args.count == 1, case .native(let box) = args[0], let other = box.object as? TrackingOptionsBox else {
            return nil
        }
        switch name {
        case "union": return trackingOptionsValue(options.union(other.options))
        case "intersection": return trackingOptionsValue(options.intersection(other.options))
        case "contains": return .bool(options.contains(other.options))
        default: return nil
        }
    }
}
