// Global functions (print, min, max, zip, stride …), builtin initializers (Int(…),
// String(…), Array(repeating:count:) …) and static members of builtin types.

import Foundation

extension Interpreter {
    func builtinGlobalFunction(_ name: String) -> Function? {
        switch name {
        case "print", "min", "max", "abs", "zip", "stride", "type", "precondition", "assert", "fatalError", "sqrt",
            "pow", "floor", "ceil", "round", "debugPrint", "swap", "withObservationTracking", "repeatElement",
            "preconditionFailure", "assertionFailure":
            return Function(
                .builtin { [unowned self] args, labels in
                    let env = Environment(parent: self.globals)
                    var exprs: [Argument] = []
                    for (i, a) in args.enumerated() {
                        env.define("$a\(i)", value: a)
                        exprs.append(Argument(label: labels[i], value: Expr(.identifier("$a\(i)"), .unknown)))
                    }
                    return try self.callBuiltinFunction(name, exprs, in: env, pos: .unknown)
                }, name: name)
        default: return nil
        }
    }

    func callBuiltinFunction(_ name: String, _ args: [Argument], in env: Environment, pos: SourcePos) throws -> Value {
        func values() throws -> [Value] { try evaluateArguments(args, in: env) }
        switch name {
        case "print", "debugPrint":
            var separator = " "
            var terminator = "\n"
            var items: [Value] = []
            for a in args {
                let v = try evaluate(a.value, in: env)
                switch a.label {
                case "separator"?: if case .string(let s) = v { separator = s }
                case "terminator"?: if case .string(let s) = v { terminator = s }
                case nil: items.append(v)
                case let l?: throw ScriptError.compile("extra argument '\(l)' in call", at: a.value.pos)
                }
            }
            let text = items.map { describe($0, debug: name == "debugPrint") }.joined(separator: separator) + terminator
            try write(text, at: pos)
            return .void
        case "min", "max":
            let vs = try values()
            let items = vs.count == 1 ? try elements(of: vs[0], pos: pos) : vs
            guard var best = items.first else {
                throw ScriptError.compile("missing argument for parameter #1 in call", at: pos)
            }
            for x in items.dropFirst() {
                if name == "min" ? try compareLess(x, best, pos: pos) : try compareLess(best, x, pos: pos) { best = x }
            }
            return best
        case "abs":
            switch try values().first {
            case .int(let i)?:
                guard i != Int.min else { throw ScriptError.runtime("Fatal error: arithmetic overflow", at: pos) }
                return .int(abs(i))
            case .double(let d)?: return .double(abs(d))
            default: throw ScriptError.compile("no exact matches in call to global function 'abs'", at: pos)
            }
        case "sqrt", "floor", "ceil", "round":
            if !foundationImported {
                throw ScriptError.compile(
                    "cannot find '\(name)' in scope; it comes from Foundation: add 'import Foundation'", at: pos)
            }
            guard let d = try values().first.flatMap(asDouble) else {
                throw ScriptError.compile("no exact matches in call to global function '\(name)'", at: pos)
            }
            switch name {
            case "sqrt": return .double(d.squareRoot())
            case "floor": return .double(d.rounded(.down))
            case "ceil": return .double(d.rounded(.up))
            default: return .double(d.rounded())
            }
        case "pow":
            if !foundationImported {
                throw ScriptError.compile(
                    "cannot find 'pow' in scope; it comes from Foundation: add 'import Foundation'", at: pos)
            }
            let vs = try values()
            guard vs.count == 2, let a = asDouble(vs[0]), let b = asDouble(vs[1]) else {
                throw ScriptError.compile("no exact matches in call to global function 'pow'", at: pos)
            }
            return .double(Foundation.pow(a, b))
        case "zip":
            let vs = try values()
            guard vs.count == 2 else { throw ScriptError.compile("missing argument for parameter #2 in call", at: pos) }
            let a = try elements(of: vs[0], pos: pos)
            let b = try elements(of: vs[1], pos: pos)
            return .array(zip(a, b).map { .tuple([$0, $1], [nil, nil]) })
        case "stride":
            let vs = try values()
            let labels = args.map(\.label)
            guard vs.count == 3, labels[0] == "from", labels[2] == "by" else {
                throw ScriptError.compile("no exact matches in call to global function 'stride'", at: pos)
            }
            let closed = labels[1] == "through"
            if case .int(let from) = vs[0], case .int(let to) = vs[1], case .int(let by) = vs[2] {
                guard by != 0 else { throw ScriptError.runtime("Fatal error: Stride size must not be zero", at: pos) }
                var out: [Value] = []
                var i = from
                while by > 0 ? (closed ? i <= to : i < to) : (closed ? i >= to : i > to) {
                    out.append(.int(i))
                    let (next, overflow) = i.addingReportingOverflow(by)
                    if overflow || out.count > 10_000_000 { break }
                    i = next
                }
                return .array(out)
            }
            guard let from = asDouble(vs[0]), let to = asDouble(vs[1]), let by = asDouble(vs[2]), by != 0 else {
                throw ScriptError.compile("no exact matches in call to global function 'stride'", at: pos)
            }
            var out: [Value] = []
            var k = 0
            while true {
                let x = from + Double(k) * by
                if by > 0 ? (closed ? x > to : x >= to) : (closed ? x < to : x <= to) { break }
                out.append(.double(x))
                k += 1
                if k > 10_000_000 { break }
            }
            return .array(out)
        case "type":
            guard let v = try values().first else {
                throw ScriptError.compile("missing argument for parameter 'of' in call", at: pos)
            }
            switch v {
            case .object(let o): return .type(.user(o.type))
            case .structValue(let s): return .type(.user(s.type))
            case .enumValue(let e): return .type(.user(e.type))
            default: return .type(.builtin(typeName(of: v)))
            }
        case "precondition", "assert":
            let vs = try values()
            if case .bool(false)? = vs.first {
                let message = vs.count > 1 ? describe(vs[1]) : ""
                throw ScriptError.runtime(
                    "Fatal error: \(name == "assert" ? "Assertion" : "Precondition") failed\(message.isEmpty ? "" : ": \(message)")",
                    at: pos)
            }
            return .void
        case "fatalError", "preconditionFailure", "assertionFailure":
            let message = try values().first.map { describe($0) } ?? ""
            throw ScriptError.runtime("Fatal error\(message.isEmpty ? "" : ": \(message)")", at: pos)
        case "swap":
            guard args.count == 2, case .inoutRef(let a) = args[0].value.kind,
                case .inoutRef(let b) = args[1].value.kind
            else {
                throw ScriptError.compile("passing value to an inout parameter requires explicit '&'", at: pos)
            }
            let va = try evaluate(a, in: env)
            let vb = try evaluate(b, in: env)
            try assign(a, vb, in: env, pos: pos)
            try assign(b, va, in: env, pos: pos)
            return .void
        case "repeatElement":
            let vs = try values()
            guard vs.count == 2, case .int(let n) = vs[1] else {
                throw ScriptError.compile("missing argument for parameter 'count' in call", at: pos)
            }
            return .array(Array(repeating: vs[0], count: try boundedCount(n, pos)))
        case "withObservationTracking":
            return try callWithObservationTracking(args, in: env, pos: pos)
        case "withTaskGroup", "withThrowingTaskGroup":
            return try withTaskGroup(args, throwing: name == "withThrowingTaskGroup", in: env, pos: pos)
        default:
            if let v = try observationGlobal(name, args, in: env, pos: pos) { return v }
            throw ScriptError.compile("cannot find '\(name)' in scope", at: pos)
        }
    }

    // MARK: Builtin initializers

    func constructBuiltin(_ t: TypeValue, _ args: [Argument], in env: Environment, pos: SourcePos) throws -> Value {
        let vs = try evaluateArguments(args, in: env)
        let labels = args.map(\.label)
        switch t {
        case .array(let element):
            if vs.isEmpty { return .array([]) }
            if labels.first == "repeating", vs.count == 2, case .int(let n) = vs[1] {
                return .array(Array(repeating: coerce(vs[0], to: element), count: try boundedCount(n, pos)))
            }
            return .array(try elements(of: vs[0], pos: pos).map { coerce($0, to: element) })
        case .dictionary:
            if vs.isEmpty { return .dictionary(OrderedDictionary()) }
            return try constructBuiltin(.builtin("Dictionary"), args, in: env, pos: pos)
        case .optional:
            return .optional(vs.first)
        case .user:
            return .void
        case .builtin(let name):
            return try constructNamedBuiltin(name, vs, labels, args, in: env, pos: pos)
        }
    }

    private func constructNamedBuiltin(
        _ name: String, _ vs: [Value], _ labels: [String?], _ args: [Argument], in env: Environment, pos: SourcePos
    ) throws -> Value {
        let vs = vs.map(\.droppingSubstring)  // `String(sub)`, `Int(sub)`: the text, from index 0
        if let converted = try numericConversion(name, vs, labels, pos: pos) { return converted }
        if let json = try constructJSONBuiltin(name, vs, labels, pos: pos) { return json }
        let first = vs.first
        switch name {
        case "Int":
            if let converted = try integerWithLabels(vs, labels, pos: pos) { return converted }
            switch first {
            case .int(let i)?: return .int(i)
            case .double(let d)?:
                if let failure = NumericConversion.failureConvertingToInt(d) {
                    throw ScriptError.runtime(failure, at: pos)
                }
                return .int(Int(d))
            case .string(let s)?: return .optional(Int(s).map { .int($0) })
            case .character(let c)?: return .optional(Int(String(c)).map { .int($0) })
            case .bool(let b)?: return .int(b ? 1 : 0)
            default: break
            }
        case "Double":
            switch first {
            case .int(let i)?: return .double(Double(i))
            case .double(let d)?: return .double(d)
            case .string(let s)?: return .optional(Double(s).map { .double($0) })
            default: break
            }
        case "String":
            if labels.first == "repeating", vs.count == 2, case .int(let n) = vs[1] {
                switch vs[0] {
                case .string(let s):
                    let count = try boundedCount(n, pos)
                    try ensureStringFits(
                        s.utf8.count.multipliedReportingOverflow(by: count).overflow
                            ? Int.max : s.utf8.count * count, at: pos)
                    return .string(String(repeating: s, count: count))
                case .character(let c): return .string(String(repeating: c, count: try boundedCount(n, pos)))
                default: break
                }
            }
            if labels.first == "format", !foundationImported {
                throw ScriptError.compile(
                    "no exact matches in call to initializer of 'String'; String(format:) comes from Foundation: add 'import Foundation'",
                    at: pos)
            }
            if labels.first == "format", case .string(let f)? = first {
                return .string(try formatString(f, Array(vs.dropFirst()), pos: pos))
            }
            if labels.first == "reflecting", let v = first { return .string(describe(v, debug: true)) }
            if labels.count >= 2, labels[1] == "radix", case .int(let i)? = first, case .int(let radix) = vs[1] {
                var uppercase = false
                if vs.count == 3, case .bool(let flag) = vs[2] { uppercase = flag }
                return .string(String(i, radix: try checkedRadix(radix, pos), uppercase: uppercase))
            }
            if let v = first {
                if case .array(let items) = v,
                    items.allSatisfy({
                        if case .character = $0 { return true }
                        return false
                    })
                {
                    return .string(items.map { describe($0) }.joined())
                }
                return .string(describe(v))
            }
            return .string("")
        case "Bool":
            if case .string(let s)? = first {
                return .optional(s == "true" ? .bool(true) : s == "false" ? .bool(false) : nil)
            }
            if case .bool(let b)? = first { return .bool(b) }
        case "Character":
            if case .string(let s)? = first, s.count == 1 { return .character(s.first!) }
            if case .character? = first { return first! }
        case "Array":
            if vs.isEmpty { return .array([]) }
            if labels.first == "repeating", vs.count == 2, case .int(let n) = vs[1] {
                return .array(Array(repeating: vs[0], count: try boundedCount(n, pos)))
            }
            return .array(try elements(of: vs[0], pos: pos))
        case "Set":
            var s = OrderedSet()
            if let v = first { for x in try elements(of: v, pos: pos) { s.insert(x) } }
            return .set(s)
        case "Dictionary":
            var d = OrderedDictionary()
            if labels.first == "uniqueKeysWithValues", let v = first {
                for pair in try elements(of: v, pos: pos) {
                    guard case .tuple(let kv, _) = pair, kv.count == 2 else { continue }
                    if d[kv[0]] != nil {
                        throw ScriptError.runtime(
                            "Fatal error: Duplicate values for key: '\(describe(kv[0]))'", at: pos)
                    }
                    d[kv[0]] = kv[1]
                }
                return .dictionary(d)
            }
            if labels.first == "grouping", vs.count == 2 {
                for x in try elements(of: vs[0], pos: pos) {
                    let k = try call1(vs[1], x, pos: pos)
                    if case .array(var group)? = d[k] {
                        group.append(x)
                        d[k] = .array(group)
                    } else {
                        d[k] = .array([x])
                    }
                }
                return .dictionary(d)
            }
            return .dictionary(d)
        case "Optional":
            return .optional(first)
        case "Substring":
            // `Substring(text)`: a substring of a new string, from index 0.
            if vs.count == 1, case .string(let text)? = first { return .substring(text, startIndex: 0) }
        case "UUID":
            // A UUID is its string at run time (views show it as Foundation's UUID).
            if labels.first == "uuidString", case .string(let text)? = first {
                return .optional(UUID(uuidString: text).map { .string($0.uuidString) })
            }
            return .string(UUID().uuidString)
        case "_WorkbookClock":
            // The prelude's `Date()`: seconds since 1970.
            return .double(Date().timeIntervalSince1970)
        case "ObservationRegistrar":
            return try makeRegistrar(pos: pos)
        case "Task":
            return try spawnTask(args, in: env, pos: pos)
        case "Observations":
            return try makeObservations(args, in: env, pos: pos)
        case "AsyncStream":
            return try makeAsyncStream(vs, labels, pos: pos)
        default:
            throw ScriptError.compile("'\(name)' cannot be constructed in the workbook", at: pos)
        }
        throw ScriptError.compile("no exact matches in call to initializer of '\(name)'", at: pos)
    }

    /// Sizes a script asks to materialise (`Array(repeating:count:)`) are bounded, so a
    /// typo'd count stops the run instead of exhausting memory.
    func boundedCount(_ n: Int, _ pos: SourcePos) throws -> Int {
        if n > 10_000_000 {
            throw ScriptError.stopped("execution stopped: \(n) elements is too large for the workbook", at: pos)
        }
        if n < 0 { throw ScriptError.runtime("Fatal error: Can't construct Array with count < 0", at: pos) }
        return n
    }

    /// `String(format:)`: each conversion is formatted on its own with a value of the
    /// matching type (a mismatched C vararg would read garbage).
    private func formatString(_ format: String, _ values: [Value], pos: SourcePos) throws -> String {
        var out = ""
        var chars = Array(format)
        var index = 0
        var argument = 0
        chars.append("\0")
        while index < chars.count - 1 {
            let c = chars[index]
            guard c == "%" else {
                out.append(c)
                index += 1
                continue
            }
            var spec = "%"
            index += 1
            while index < chars.count - 1, "0123456789.-+ #lh".contains(chars[index]) {
                spec.append(chars[index])
                index += 1
            }
            let conversion = chars[index]
            index += 1
            if conversion == "%" {
                out.append("%")
                continue
            }
            guard argument < values.count else {
                throw ScriptError.runtime("String(format:) has more conversions than arguments", at: pos)
            }
            let v = values[argument]
            argument += 1
            switch conversion {
            case "d", "i", "x", "X", "o":
                guard case .int(let n) = v else {
                    throw ScriptError.runtime(
                        "String(format:): '%\(conversion)' needs an Int, got \(typeName(of: v))", at: pos)
                }
                out += String(format: spec.replacingOccurrences(of: "l", with: "") + "l" + String(conversion), n)
            case "f", "F", "e", "E", "g", "G":
                guard let d = asDouble(v) else {
                    throw ScriptError.runtime(
                        "String(format:): '%\(conversion)' needs a Double, got \(typeName(of: v))", at: pos)
                }
                out += String(format: spec + String(conversion), d)
            case "@", "s":
                out += describe(v)
            default:
                throw ScriptError.runtime(
                    "String(format:): the conversion '%\(conversion)' is not supported in the workbook", at: pos)
            }
        }
        return out
    }

    // MARK: Static members of builtin types

    func builtinStaticMember(_ t: TypeValue, _ name: String, pos: SourcePos) throws -> Value {
        if case .optional = t, name == "none" { return .optional(nil) }  // `Optional<Int>.none`
        if case .builtin("FloatingPointRoundingRule") = t, let rule = roundingRuleValue(named: name) { return rule }
        if let numeric = numericStaticMember(t.name, name) { return numeric }
        switch (t.name, name) {
        case ("Int", "max"): return .int(Int.max)
        case ("Int", "min"): return .int(Int.min)
        case ("Int", "zero"): return .int(0)
        case ("Double", "zero"): return .double(0)
        case ("Double", "nan"): return .double(Double.nan)
        case ("Double", "pi"): return .double(Double.pi)
        case ("Double", "infinity"): return .double(Double.infinity)
        case ("Double", "greatestFiniteMagnitude"): return .double(Double.greatestFiniteMagnitude)
        case ("Task", "isCancelled"): return .bool(scheduler.currentIsCancelled)
        case (_, "init"):
            return .function(
                Function(
                    .builtin { [unowned self] args, labels in
                        let env = Environment(parent: self.globals)
                        var exprs: [Argument] = []
                        for (i, a) in args.enumerated() {
                            env.define("$a\(i)", value: a)
                            exprs.append(Argument(label: labels[i], value: Expr(.identifier("$a\(i)"), pos)))
                        }
                        return try self.constructBuiltin(t, exprs, in: env, pos: pos)
                    }, name: "init"))
        case (_, "self"): return .type(t)
        default: break
        }
        if case .builtin(let n) = t, let ext = builtinExtensions[n] {
            if let v = ext.staticProperties[name] {
                if case .computed = v.accessors { return try runGetter(v, self: .type(t), type: ext, pos: pos) }
                if let b = try staticBox(ext, name, pos: pos) { return b.value }
            }
        }
        throw ScriptError.compile("type '\(t.name)' has no member '\(name)'", at: pos)
    }

    func callBuiltinStatic(
        _ t: TypeValue, _ name: String, _ args: [Argument], in env: Environment, pos: SourcePos
    ) throws -> Value {
        let vs = try evaluateArguments(args, in: env)
        if case .optional(let wrapped) = t, name == "some", vs.count == 1 {  // `Optional<Int>.some(3)`
            return .optional(coerce(vs[0], to: wrapped, in: env))
        }
        switch (t.name, name) {
        case ("Int", "random"), ("Double", "random"):
            if case .range(let a, let b, let closed)? = vs.first {
                let upper = closed ? b : b - 1
                guard a <= upper else {
                    throw ScriptError.runtime("Fatal error: Range requires lowerBound <= upperBound", at: pos)
                }
                return .int(Int.random(in: a...upper))
            }
            throw ScriptError.compile("random numbers are not supported with these arguments", at: pos)
        case ("Task", _):
            return try taskStatic(name, args, vs, in: env, pos: pos)
        case ("Observations", "untilFinished"):
            return try makeObservations(args, in: env, pos: pos, untilFinished: true)
        case ("AsyncStream", "makeStream"):
            return makeStreamPair()
        default:
            break
        }
        if case .builtin(let n) = t, let ext = builtinExtensions[n], let decls = ext.staticMethods[name] {
            let (decl, slots) = try chooseOverload(decls, args, pos: pos)
            return try callScriptFunction(
                decl, definingEnv: globals, selfBox: Box(.type(t), isLet: true), selfType: ext, slots: slots,
                args: args, in: env, pos: pos)
        }
        throw ScriptError.compile("type '\(t.name)' has no member '\(name)'", at: pos)
    }

    func builtinImplicitMember(_ name: String, args: [Argument]?, in env: Environment, pos: SourcePos) throws -> Value {
        // Durations for Task.sleep(for:): `.milliseconds(200)`, `.seconds(1)`.
        if let args, args.count == 1, ["milliseconds", "seconds", "microseconds", "nanoseconds"].contains(name) {
            let v = try evaluate(args[0].value, in: env)
            guard let d = asDouble(v) else { throw ScriptError.compile("expected a number", at: pos) }
            let ms: Double
            switch name {
            case "seconds": ms = d * 1000
            case "milliseconds": ms = d
            case "microseconds": ms = d / 1000
            default: ms = d / 1_000_000
            }
            return .native(NativeBox(DurationBox(milliseconds: ms), typeName: "Duration"))
        }
        // `Observations.untilFinished { … }` returns `.next(value)` or `.finish`.
        if name == "finish", args == nil {
            return .enumValue(EnumValue(type: iterationType, caseName: "finish", payload: [], labels: []))
        }
        if name == "next", let args, args.count == 1 {
            return .enumValue(
                EnumValue(
                    type: iterationType, caseName: "next", payload: [try evaluate(args[0].value, in: env)],
                    labels: [nil]))
        }
        // Foundation's character sets, as `trimmingCharacters(in:)` takes them.
        if foundationImported, args == nil, CharacterSetName.allNames.contains(name) {
            return .native(NativeBox(CharacterSetName(name: name), typeName: "CharacterSet"))
        }
        if foundationImported, args == nil, let option = foundationOption(name) { return option }
        if args == nil, let rule = roundingRuleValue(named: name) { return rule }
        throw ScriptError.compile("cannot infer contextual base in reference to member '\(name)'", at: pos)
    }

    /// `Observations.Iteration`, the builtin enum of `untilFinished`.
    var iterationType: TypeInfo {
        if let t = builtinExtensions["$Iteration"] { return t }
        let t = TypeInfo(name: "Iteration", kind: .enumType, decl: nil, environment: globals)
        t.cases["next"] = EnumCaseDecl(
            name: "next", params: [(nil, .named("Element", []))], rawValue: nil, pos: .unknown)
        t.cases["finish"] = EnumCaseDecl(name: "finish", params: nil, rawValue: nil, pos: .unknown)
        t.caseOrder = ["next", "finish"]
        builtinExtensions["$Iteration"] = t
        return t
    }
}

/// A `Duration` value, in (virtual) milliseconds.
final class DurationBox {
    let milliseconds: Double
    init(milliseconds: Double) { self.milliseconds = milliseconds }
}
