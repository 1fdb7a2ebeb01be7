// `T.init` as a function value: a reference to a type's initializer, called later with
// the labels it was written with.

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
