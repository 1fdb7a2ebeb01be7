// `extension Int { init(celsius: Double) { … } }`: an initializer a program adds to a builtin
// type runs when its labels fit the call (before, the builtin one ran and ignored the labels).
// Where the labels are also a builtin initializer's (`String(_:)`), the builtin one still runs:
// the interpreter chooses by labels, and only the arguments' types could tell the two apart.

import ScriptFrontEnd

extension ExtensionDispatch {
    /// The value the program's own initializer of builtin type `name` builds; nil when none fits.
    func constructWithExtensionInitializer(
        _ name: String, _ args: [Argument], in env: Environment, pos: SourcePos
    ) throws -> Value? {
        guard let ext = interpreter.registry.builtinExtensions[name], !ext.initializers.isEmpty,
            !(BuiltinInitializerCheck.implemented[name] ?? []).contains(args.map(\.label)),
            let (decl, slots) = try? interpreter.chooseOverload(ext.initializers, args, pos: pos)
        else { return nil }
        let selfBox = Box(.void, isLet: false, isInitialized: false)
        let result = try interpreter.callScriptFunction(
            decl, definingEnv: ext.environment, selfBox: selfBox, selfType: ext, slots: slots, args: args,
            in: env, pos: pos, isInitializer: true)
        guard decl.isFailable else { return selfBox.value }
        if case .optional(nil) = result { return .optional(nil) }
        return .optional(selfBox.value)
    }
}
