// `extension String { init(repeating:count:separator:) { self = … } }`: an initializer a
// script adds to a builtin type runs when its labels fit the call, before the builtin ones.
// Unlabeled extension inits are left to the builtin constructors: the interpreter chooses
// overloads by labels, and `String(5)` must stay the builtin conversion.

extension Interpreter {
    func constructWithExtensionInit(
        _ type: TypeValue, _ args: [Argument], in env: Environment, pos: SourcePos
    ) throws -> Value? {
        guard case .builtin(let name) = type, let ext = builtinExtensions[name], !ext.initializers.isEmpty,
            args.contains(where: { $0.label != nil }),
            let (decl, slots) = try? chooseOverload(ext.initializers, args, pos: pos)
        else { return nil }
        let selfBox = Box(.void, isLet: false, isInitialized: false)
        let result = try callScriptFunction(
            decl, definingEnv: globals, selfBox: selfBox, selfType: ext, slots: slots, args: args, in: env,
            pos: pos, isInitializer: true)
        if decl.isFailable {
            if case .optional(nil) = result { return .optional(nil) }
            return .optional(selfBox.value)
        }
        return selfBox.value
    }
}

extension Interpreter {
    /// `T.init` or `T.init(text:)` used as a function: constructs with the written labels
    /// (or, for a bare `T.init`, the call's own).
    func initializerReference(_ type: TypeValue, _ name: String, pos: SourcePos) -> Value {
        let written: [String?]? =
            name == "init"
            ? nil
            : name.dropFirst("init(".count).dropLast().split(separator: ":", omittingEmptySubsequences: false)
                .dropLast().map { $0 == "_" ? nil : String($0) }
        return .function(
            Function(
                .builtin { [unowned self] args, labels in
                    let env = Environment(parent: self.globals)
                    var exprs: [Argument] = []
                    for (index, argument) in args.enumerated() {
                        env.define("$a\(index)", value: argument)
                        let label = written.map { index < $0.count ? $0[index] : nil } ?? labels[index]
                        exprs.append(Argument(label: label, value: Expr(.identifier("$a\(index)"), pos)))
                    }
                    return try self.construct(type, exprs, in: env, pos: pos, expected: nil)
                }, name: "init"))
    }
}
