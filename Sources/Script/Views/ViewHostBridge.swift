import ScriptFrontEnd
import ViewRuntime

// `ViewHost` for scripts, with the compiled API's spelling: `try ViewHost(Root())`,
// `try host.update()`, `try host.tap("Title")`, `try host.type("x", into: "Name")`,
// `try host.toggle("Done")`, `host.bodyEvaluations(of:)`, `host.initCalls(of:)`,
// `host.views(of:)`, `host.render()`, `host.lastUpdate`, `host.texts`, `host.value(of:)`,
// `host.dependencies(of:)`, `host.skippedInLastUpdate`.
// A `ViewRuntimeError` (missing environment object, unknown control) becomes a Swift
// error the script can catch and print; the interpreter's own errors pass through.
//
// Compiled unoptimized (`@_optimize(none)`; ARCHITECTURE.md, "Build cost"): this runs once per
// view per render, not once per step.

final class HostBox {
    let host: ViewHost
    @_optimize(none) init(_ host: ViewHost) { self.host = host }
}

/// A `ViewHost.ViewRecord` or an `Evaluation` as a script value.
final class RecordBox {
    let properties: [String: Value]
    @_optimize(none) init(_ properties: [String: Value]) { self.properties = properties }
}

extension ViewBridge {
    @_optimize(none) func makeViewHost(_ args: [Argument], in env: Environment, pos: SourcePos) throws -> Value {
        guard let first = args.first, first.label == nil else {
            throw ScriptError.cannotRun("'ViewHost' made without the view to host", at: pos)
        }
        let content = try viewContent(of: try interpreter.evaluate(first.value, in: env), pos: first.value.pos)
        var onEvaluation: ((Evaluation) -> Void)? = nil
        if let callbackArgument = args.dropFirst().first(where: { $0.label == "onEvaluation" || $0.label == nil }) {
            let callback = try interpreter.evaluate(callbackArgument.value, in: env)
            onEvaluation = { [unowned self] evaluation in
                self.interpreter.observation.runCallback {
                    _ = try self.interpreter.callValue(
                        callback, [self.evaluationValue(evaluation)], labels: [nil], pos: pos)
                }
            }
        }
        let host = try hostCall(pos) { try ViewHost(content: content, onEvaluation: onEvaluation) }
        return .native(NativeBox(HostBox(host), typeName: "ViewHost"))
    }

    /// Runs a host operation; script errors of actions and bodies surface here.
    @_optimize(none) private func hostCall<T>(_ pos: SourcePos, _ body: () throws -> T) throws -> T {
        do {
            let result = try body()
            try interpreter.observation.rethrowCallbackError()
            return result
        } catch let error as ViewRuntimeError {
            try interpreter.observation.rethrowCallbackError()
            throw ThrownValue(value: .native(NativeBox(RecordBox([:]), typeName: error.description)), pos: pos)
        }
    }

    @_optimize(none) func hostMethod(
        _ box: HostBox, _ name: String, _ values: [Value], labels: [String?], pos: SourcePos
    ) throws -> Value {
        let host = box.host
        @_optimize(none) func string(_ position: Int) throws -> String {
            guard position < values.count, case .string(let argument) = values[position] else {
                throw ScriptError.cannotRun("'ViewHost.\(name)' given anything but a string", at: pos)
            }
            return argument
        }
        var occurrence: Int {
            if let position = labels.firstIndex(of: "occurrence"), case .int(let count) = values[position] {
                return count
            }
            return 0
        }
        switch name {
        case "update":
            try hostCall(pos) { try host.update() }
        case "tap":
            let title = try string(0)
            try hostCall(pos) { try host.tap(title, occurrence: occurrence) }
        case "type":
            guard labels.count >= 2, labels[1] == "into" else {
                throw ScriptError.cannotRun("'ViewHost.type' without the field's title after 'into:'", at: pos)
            }
            let text = try string(0)
            let title = try string(1)
            try hostCall(pos) { try host.type(text, into: title, occurrence: occurrence) }
        case "toggle":
            let title = try string(0)
            try hostCall(pos) { try host.toggle(title, occurrence: occurrence) }
        case "transaction":
            guard let changes = values.first else {
                throw ScriptError.cannotRun("'ViewHost.transaction' without its closure", at: pos)
            }
            _ = try interpreter.callValue(changes, [], labels: [], pos: pos)
            try hostCall(pos) { try host.update() }
        case "bodyEvaluations":
            return .int(host.bodyEvaluations(of: try string(0)))
        case "initCalls":
            return .int(host.initCalls(of: try string(0)))
        case "dependencies":
            return .array(host.dependencies(of: try string(0)).map { .string($0) })
        case "views":
            return .array(host.views(of: try string(0)).map(recordValue))
        case "render":
            return .string(host.render())
        case "value":
            return .optional(host.value(of: try string(0), occurrence: occurrence).map { .string($0) })
        default:
            throw ScriptError.cannotRun(member: name, of: "ViewHost", at: pos)
        }
        return .void
    }

    @_optimize(none) func hostProperty(_ box: HostBox, _ name: String, pos: SourcePos) throws -> Value? {
        let host = box.host
        switch name {
        case "lastUpdate":
            return .array(host.lastUpdate.map(evaluationValue))
        case "reevaluatedInLastUpdate": return .array(host.reevaluatedInLastUpdate.map { .string($0) })
        case "skippedInLastUpdate": return .array(host.skippedInLastUpdate.map { .string($0) })
        case "texts": return .array(host.texts.map { .string($0) })
        case "hasPendingUpdates": return .bool(host.hasPendingUpdates)
        case "views": return .array(host.views.map(recordValue))
        default: return nil
        }
    }

    /// An `Evaluation` as a script value: prints like it, with its properties.
    @_optimize(none) func evaluationValue(_ evaluation: Evaluation) -> Value {
        .native(
            NativeBox(
                RecordBox([
                    "typeName": .string(evaluation.typeName),
                    "identity": .string(evaluation.identity),
                    "reason": .native(NativeBox(RecordBox([:]), typeName: evaluation.reason.description)),
                    "description": .string(evaluation.description),
                ]), typeName: evaluation.description))
    }

    @_optimize(none) private func recordValue(_ record: ViewHost.ViewRecord) -> Value {
        .native(
            NativeBox(
                RecordBox([
                    "typeName": .string(record.typeName),
                    "identity": .string(record.identity),
                    "bodyEvaluations": .int(record.bodyEvaluations),
                    "initCalls": .int(record.initCalls),
                ]),
                typeName:
                    "ViewRuntime.ViewHost.ViewRecord(typeName: \"\(record.typeName)\", identity: \"\(record.identity)\", bodyEvaluations: \(record.bodyEvaluations), initCalls: \(record.initCalls))"
            ))
    }

    @_optimize(none) func recordProperty(_ record: RecordBox, _ name: String) -> Value? { record.properties[name] }

    /// `Text`, `ViewHost`, `ObservableObjectPublisher()` (a hand-declared
    /// `objectWillChange`), …: the globals the view simulator adds.
    @_optimize(none) func observationGlobal(
        _ name: String, _ args: [Argument], in env: Environment, pos: SourcePos
    ) throws -> Value? {
        if name == "ObservableObjectPublisher", args.isEmpty {
            return .native(NativeBox(ObservableObjectPublisher(), typeName: "ObservableObjectPublisher"))
        }
        return try viewGlobal(name, args, in: env, pos: pos)
    }
}
