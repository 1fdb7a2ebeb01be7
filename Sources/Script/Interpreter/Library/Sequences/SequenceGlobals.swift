// The global functions that make a sequence: zip, stride(from:to:by:), stride(from:through:by:)
// and repeatElement.

import ScriptFrontEnd

extension SequenceLibrary {
    /// `name(args)` for the sequence globals (`callBuiltinFunction` routes only their names here).
    func callSequenceGlobal(_ name: String, _ args: [Argument], in env: Environment, pos: SourcePos) throws -> Value {
        let argumentValues = try interpreter.evaluateArguments(args, in: env)
        switch name {
        case "zip":
            guard argumentValues.count == 2 else {
                throw ScriptError.cannotRun("'zip' given other than two sequences", at: pos)
            }
            if let lazyZip = try interpreter.extensionDispatch.zipSequence(
                argumentValues[0], argumentValues[1], pos: pos)
            {
                return lazyZip
            }
            let (firstSequence, secondSequence) = try interpreter.collections.zipElements(
                argumentValues[0], argumentValues[1], pos: pos)
            return .array(zip(firstSequence, secondSequence).map { .tuple([$0, $1], [nil, nil]) })
        case "stride":
            return try strideElements(argumentValues, labels: args.map(\.label), pos: pos)
        case "repeatElement":
            guard argumentValues.count == 2, case .int(let count) = argumentValues[1] else {
                throw ScriptError.cannotRun("'repeatElement' without an Int 'count:'", at: pos)
            }
            return .array(Array(repeating: argumentValues[0], count: try interpreter.builtins.boundedCount(count, pos)))
        default:
            throw ScriptError.cannotRun(function: name, at: pos)
        }
    }

    /// `stride(from:to:by:)` and `stride(from:through:by:)`, of Ints, sized numbers or Doubles.
    private func strideElements(_ argumentValues: [Value], labels: [String?], pos: SourcePos) throws -> Value {
        guard argumentValues.count == 3, labels[0] == "from", labels[2] == "by" else {
            throw ScriptError.cannotRun(
                "'stride' with these arguments (it runs stride(from:to:by:) and stride(from:through:by:) over numbers)",
                at: pos)
        }
        let closed = labels[1] == "through"
        if let strided = interpreter.numbers.sizedStride(argumentValues, closed: closed) { return strided }
        if case .int(let from) = argumentValues[0], case .int(let to) = argumentValues[1],
            case .int(let by) = argumentValues[2]
        {
            guard by != 0 else { throw ScriptError.runtime("Fatal error: Stride size must not be zero", at: pos) }
            var out: [Value] = []
            var current = from
            while by > 0 ? (closed ? current <= to : current < to) : (closed ? current >= to : current > to) {
                out.append(.int(current))
                let (next, overflow) = current.addingReportingOverflow(by)
                if overflow || out.count > 10_000_000 { break }
                current = next
            }
            return .array(out)
        }
        guard let from = interpreter.asDouble(argumentValues[0]), let to = interpreter.asDouble(argumentValues[1]),
            let by = interpreter.asDouble(argumentValues[2]), by != 0
        else {
            throw ScriptError.cannotRun(
                "'stride' with these arguments (it runs stride(from:to:by:) and stride(from:through:by:) over numbers)",
                at: pos)
        }
        var out: [Value] = []
        var steps = 0
        while true {
            let current = from + Double(steps) * by
            if by > 0 ? (closed ? current > to : current >= to) : (closed ? current < to : current <= to) { break }
            out.append(.double(current))
            steps += 1
            if steps > 10_000_000 { break }
        }
        return .array(out)
    }
}
