// The script's views on the built-in ViewRuntime: the builtin views and modifiers, script
// `View` structs with their wrappers and bindings, and `ViewHost`. A part of its own so the
// interpreter's face stays what the rest of the interpreter calls (issue 34); the sibling
// files extend it, one concept each.

final class ViewBridge {
    unowned let interpreter: Interpreter

    @_optimize(none) init(interpreter: Interpreter) { self.interpreter = interpreter }
}
