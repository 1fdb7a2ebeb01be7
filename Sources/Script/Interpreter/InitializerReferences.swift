// `T.init` as a function value: a reference to a type's initializer, called later with
// the labels it was written with.

import ScriptFrontEnd

extension ObjectModel {
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
                .builtin { [unowned self] passed, passedLabels in
                    var (args, labels) = (passed, passedLabels)
                    // `zip(xs, ys).map(Point.init)`: one tuple for an initializer of as many
                    // parameters is spread over them, as swiftc does for a function value.
                    if written == nil, args.count == 1, case .tuple(let items, _) = args[0],
                        self.bareInitializerLabels(type, count: 1) == nil,
                        self.bareInitializerLabels(type, count: items.count) != nil
                    {
                        (args, labels) = (items, Array(repeating: nil, count: items.count))
                    }
                    let env = Environment(parent: self.interpreter.globals)
                    var exprs: [Argument] = []
                    // Only asked when no labels were written (`T.init` bare); once, not per argument.
                    let bareLabels = written == nil ? self.bareInitializerLabels(type, count: args.count) : nil
                    for (index, argument) in args.enumerated() {
                        env.define("$a\(index)", value: argument)
                        let label =
                            written.map { index < $0.count ? $0[index] : nil }
                            ?? bareLabels?[index] ?? labels[index]
                        exprs.append(Argument(label: label, value: Expr(.identifier("$a\(index)"), pos)))
                    }
                    return try self.interpreter.construct(type, exprs, in: env, pos: pos, expected: nil)
                }, name: "init"))
    }

    /// `Player.map(Player.init)`: a bare `T.init` of the program's own type means the one
    /// initializer taking that many arguments (swiftc picks it from the context's function
    /// type); its labels, `nil` for `_`. nil when none or several fit: the call's labels then.
    func bareInitializerLabels(_ type: TypeValue, count: Int) -> [String?]? {
        guard case .user(let info) = type else { return nil }
        let declared = info.initializers.filter { $0.params.count == count }.map { $0.params.map(\.label) }
        var candidates = declared
        if info.kind == .structType, !info.hasOwnInitializers {
            // The memberwise initializer: every stored `var`, and `let`s without a value.
            let memberwise = info.storedProperties.filter { !($0.isLet && $0.initializer != nil) }.map(\.name)
            if memberwise.count == count { candidates.append(memberwise) }
        }
        return candidates.count == 1 ? candidates[0] : nil
    }
}
