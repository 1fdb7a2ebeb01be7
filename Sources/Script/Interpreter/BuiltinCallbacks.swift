// What the builtin library needs of calls: the closure argument at an index, calling a script
// function value with one or two arguments, a condition's truth, `<` between two values (a
// program's `Comparable` type's own, or the builtin order). Part of evaluation proper, so the
// library parts reach them as `interpreter.call1(…)`.

import ScriptFrontEnd

extension Interpreter {
    func closureArg(_ args: [Value], _ index: Int = 0, pos: SourcePos) throws -> Value {
        guard index < args.count else {
            throw ScriptError.cannotRun("a closure called without its argument \(index + 1)", at: pos)
        }
        return args[index]
    }

    func call1(_ function: Value, _ argument: Value, pos: SourcePos) throws -> Value {
        try callValue(function, [argument], labels: [nil], pos: pos)
    }
    func call2(_ function: Value, _ first: Value, _ second: Value, pos: SourcePos) throws -> Value {
        try callValue(function, [first, second], labels: [nil, nil], pos: pos)
    }

    func bool(_ value: Value, pos: SourcePos) throws -> Bool { try truthy(value, pos) }

    func compareLess(_ lhs: Value, _ rhs: Value, pos: SourcePos) throws -> Bool {
        if let info = typeInfo(of: lhs), let lessThan = info.findStaticMethod("<")?.first {
            return try bool(
                try callFunctionDecl(
                    lessThan, type: info, self: .type(.user(info)), args: [lhs, rhs], labels: [nil, nil], pos: pos),
                pos: pos)
        }
        guard let isLess = valuesLess(lhs, rhs) else {
            throw ScriptError.cannotRun(
                "a sort of values of type '\(descriptions.typeName(of: lhs))', which it cannot order", at: pos)
        }
        return isLess
    }

    func isCallable(_ value: Value) -> Bool {
        switch value {
        case .function, .keyPath: return true
        default: return false
        }
    }
}
