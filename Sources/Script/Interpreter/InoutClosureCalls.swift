// Calling a closure or function value whose parameters are `inout` (`change(&state)` with
// `change: (inout State) -> Void`): each `&target` is accessed in place for the whole call
// (one `_modify`: an `@Observable` property notifies even if the value comes back equal),
// its value in a box the parameter works on, written back when the call returns.

import ScriptFrontEnd

extension Interpreter {
    func hasInoutArgument(_ args: [Argument]) -> Bool {
        args.contains { if case .inoutRef = $0.value.kind { true } else { false } }
    }

    func callValueWithInouts(_ f: Value, _ args: [Argument], in env: Environment, pos: SourcePos) throws -> Value {
        var values: [Value] = []
        var targets: [(Int, Expr)] = []
        for (index, argument) in args.enumerated() {
            if case .inoutRef(let target) = argument.value.kind {
                targets.append((index, target))
                values.append(.void)
            } else {
                values.append(try evaluate(argument.value, in: env))
            }
        }
        var boxes: [Int: Box] = [:]
        func accessInPlace(from k: Int) throws -> Value {
            if k == targets.count {
                return try callValue(f, values, labels: args.map(\.label), pos: pos, inoutBoxes: boxes)
            }
            let (index, target) = targets[k]
            var result = Value.void
            try mutate(target, in: env, pos: pos) { value in
                let box = Box(value, isLet: false)
                boxes[index] = box
                values[index] = value
                value = .void
                defer { value = box.value }
                result = try accessInPlace(from: k + 1)
            }
            return result
        }
        return try accessInPlace(from: 0)
    }
}
