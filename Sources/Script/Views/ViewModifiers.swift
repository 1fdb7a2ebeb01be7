import ScriptFrontEnd
import ViewRuntime

// Methods on view values: the modifiers ViewRuntime has (`.environment(_:)`,
// `.environmentObject(_:)`, `.id(_:)`, `.onAppear`, pixel-only ones), the script's own
// `extension View` methods, and the host's methods.
//
// Compiled unoptimized (`@_optimize(none)`; ARCHITECTURE.md, "Build cost"): this runs once per
// view per render, not once per step.

extension ViewBridge {
    /// `.environment(_:)`, `.environmentObject(_:)`, `.id(_:)`, `.onAppear { }`, `.padding()`,
    /// `.bold()`, `.navigationTitle(_:)` on a view value; host and publisher methods.
    @_optimize(none) func viewMethod(
        _ receiver: Value, _ name: String, _ args: [Argument], in env: Environment, pos: SourcePos
    ) throws -> Value? {
        switch receiver {
        case .native(let box):
            if box.object is ViewContentBox { break }
            if let host = box.object as? HostBox {
                return try hostMethod(
                    host, name, try interpreter.evaluateArguments(args, in: env), labels: args.map(\.label), pos: pos)
            }
            return nil
        case .object(let inst) where isViewType(inst.type) && inst.type.findMethod(name) == nil:
            break
        default:
            return nil
        }
        // `extension View { func card() -> some View { … } }`: the script's own modifiers.
        if let ext = interpreter.registry.builtinExtensions["View"], let decls = ext.methods[name] {
            let (decl, slots) = try interpreter.chooseOverload(decls, args, pos: pos, env: env)
            return try interpreter.callScriptFunction(
                decl, definingEnv: interpreter.globals, selfBox: Box(receiver, isLet: true), selfType: ext,
                slots: slots, args: args, in: env, pos: pos)
        }
        let modifiers: Set<String> = [
            "environment", "environmentObject", "id", "onAppear", "padding", "bold", "navigationTitle",
        ]
        guard modifiers.contains(name) else { return nil }
        let content = try viewContent(of: receiver, pos: pos)
        let values = try interpreter.evaluateArguments(args, in: env)
        switch name {
        case "environment":
            guard values.count == 1, case .object(let object) = values[0],
                interpreter.observation.isObservableType(object.type)
            else {
                throw ScriptError.cannotRun("'.environment(_:)' given anything but an @Observable object", at: pos)
            }
            let entry = EnvironmentEntry(key: scriptEnvironmentKey(.observable, object.type.name), object: object)
            return viewValue(.environment(entry, content), "ModifiedView")
        case "environmentObject":
            guard values.count == 1, case .object(let object) = values[0],
                interpreter.observation.isObservableObject(object.type)
            else {
                throw ScriptError.cannotRun(
                    "'.environmentObject(_:)' given '\(values.first.map { interpreter.descriptions.typeName(of: $0) } ?? "nothing")', which is not an ObservableObject",
                    at: pos)
            }
            let entry = EnvironmentEntry(
                key: scriptEnvironmentKey(.observableObject, object.type.name), object: object, held: heldObject(object)
            )
            return viewValue(.environment(entry, content), "ModifiedView")
        case "id":
            guard values.count == 1 else {
                throw ScriptError.cannotRun("'.id(_:)' without its identity", at: pos)
            }
            return viewValue(.identified(hashableIdentity(values[0]), content), "ModifiedView")
        case "onAppear":
            guard let action = values.last else {
                throw ScriptError.cannotRun("'.onAppear' without its action", at: pos)
            }
            let run: () -> Void = { [unowned self] in
                self.interpreter.observation.runCallback {
                    _ = try self.interpreter.callValue(action, [], labels: [], pos: pos)
                }
            }
            return viewValue(.onAppear(run, content), "ModifiedView")
        default:
            return viewValue(.decorated(name, content), "ModifiedView")
        }
    }
}
