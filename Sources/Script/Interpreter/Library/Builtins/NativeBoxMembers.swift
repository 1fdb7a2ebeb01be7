// The members of the host objects a script value wraps (`NativeBox`): a `Task` handle, a
// registrar, tracking events and options, legacy publishers, streams, task groups,
// `Observations`, views' native values. Each box's owner answers for it; this file routes.
//
// Compiled unoptimized (`@_optimize(none)`; ARCHITECTURE.md, "Build cost"): these boxes belong to
// suspensions, observation and views, which cost far more than the routing.

import ScriptFrontEnd

extension BuiltinLibrary {
    @_optimize(none) func nativeProperty(_ box: NativeBox, _ name: String, pos: SourcePos) throws -> Value? {
        if let value = try interpreter.views.viewNativeProperty(box, name, pos: pos) { return value }
        if let task = box.object as? TaskBox {
            switch name {
            case "value": return try interpreter.scheduler.await(interpreter, task.coroutine)
            case "isCancelled": return .bool(task.coroutine.isCancelled)
            default: return nil
            }
        }
        if let duration = box.object as? DurationBox, name == "components" { return .double(duration.milliseconds) }
        if let properties = box.object as? ScalarPropertiesBox { return properties.property(name) }
        return interpreter.observation.trackingEventProperty(box, name)
    }

    @_optimize(none) func nativeMethod(
        _ box: NativeBox, _ name: String, _ args: [Value], labels: [String?], pos: SourcePos
    ) throws -> Value {
        if let task = box.object as? TaskBox {
            if name == "cancel" {
                task.coroutine.isCancelled = true
                // Wake it if it waits for an observation, so it can see the cancellation.
                interpreter.scheduler.wakeIfWaiting(task.coroutine)
                return .void
            }
        }
        if let registrar = box.object as? RegistrarBox {
            return try interpreter.observation.registrarMethod(registrar, name, args, labels: labels, pos: pos)
        }
        if let value = try interpreter.observation.trackingMethod(box, name, args, pos: pos) { return value }
        if let value = try interpreter.observation.legacyMethod(box, name, args, labels: labels, pos: pos) {
            return value
        }
        if let value = try interpreter.tasks.streamMethod(box, name, args, pos: pos) { return value }
        if let value = try interpreter.tasks.taskGroupMethod(box, name, args, pos: pos) { return value }
        if let observations = box.object as? ObservationsBox, name == "makeAsyncIterator" {
            _ = observations
            return .native(box)
        }
        if let observations = box.object as? ObservationsBox, name == "next" {
            return .optional(try interpreter.tasks.nextObservation(observations, pos: pos))
        }
        throw ScriptError.cannotRun(member: name, of: box.typeName, at: pos)
    }
}
