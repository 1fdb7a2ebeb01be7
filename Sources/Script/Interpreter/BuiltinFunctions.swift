// Global functions (print, min, max, zip, stride …), builtin initializers (Int(…),
// String(…), Array(repeating:count:) …) and static members of builtin types.

import Foundation
import ScriptFrontEnd

extension Interpreter {
    func builtinGlobalFunction(_ name: String) -> Function? {
        switch name {
        case "print", "min", "max", "abs", "zip", "stride", "type", "precondition", "assert", "fatalError", "sqrt",
            "pow", "floor", "ceil", "round", "debugPrint", "swap", "withObservationTracking", "repeatElement",
            "preconditionFailure", "assertionFailure", "withContinuousObservation":
            return Function(
                .builtin { [unowned self] args, labels in
                    let env = Environment(parent: self.globals)
                    var exprs: [Argument] = []
                    for (i, argument) in args.enumerated() {
                        env.define("$a\(i)", value: argument)
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
            for argument in args {
                let value = try evaluate(argument.value, in: env)
                switch argument.label {
                case "separator"?: if case .string(let text) = value { separator = text }
                case "terminator"?: if case .string(let text) = value { terminator = text }
                case nil: items.append(value)
                case let label?: throw ScriptError.compile("extra argument '\(label)' in call", at: argument.value.pos)
                }
            }
            let text = items.map { describe($0, debug: name == "debugPrint") }.joined(separator: separator) + terminator
            try write(text, at: pos)
            return .void
        case "min", "max":
            let argumentValues = try values()
            var items = argumentValues.count == 1 ? try elements(of: argumentValues[0], pos: pos) : argumentValues
            // `max(u, 3)`: the literal takes the sized integer's or Float's type.
            if let sized = items.first(where: \.isSizedNumber) {
                items = items.map { numericCoercion($0, to: typeName(of: sized)) ?? $0 }
            }
            guard var best = items.first else {
                throw ScriptError.compile("missing argument for parameter #1 in call", at: pos)
            }
            for candidate in items.dropFirst() {
                if name == "min"
                    ? try compareLess(candidate, best, pos: pos) : try compareLess(best, candidate, pos: pos)
                {
                    best = candidate
                }
            }
            return best
        case "abs":
            switch try values().first {
            case .int(let number)?:
                guard number != Int.min else { throw ScriptError.runtime("Fatal error: arithmetic overflow", at: pos) }
                return .int(abs(number))
            case .double(let number)?: return .double(abs(number))
            case .float(let number)?: return .float(abs(number))
            case .fixedInteger(let number)?:
                guard number.kind.contains(abs(number.value)) else {
                    throw ScriptError.runtime("Fatal error: arithmetic overflow", at: pos)
                }
                return .fixedInteger(FixedWidthNumber(kind: number.kind, value: abs(number.value)))
            default: throw ScriptError.compile("no exact matches in call to global function 'abs'", at: pos)
            }
        case "sqrt", "floor", "ceil", "round":
            if !registry.foundationImported {
                throw ScriptError.compile(
                    "cannot find '\(name)' in scope; it comes from Foundation: add 'import Foundation'", at: pos)
            }
            guard let number = try values().first.flatMap(asDouble) else {
                throw ScriptError.compile("no exact matches in call to global function '\(name)'", at: pos)
            }
            switch name {
            case "sqrt": return .double(number.squareRoot())
            case "floor": return .double(number.rounded(.down))
            case "ceil": return .double(number.rounded(.up))
            default: return .double(number.rounded())
            }
        case "pow":
            if !registry.foundationImported {
                throw ScriptError.compile(
                    "cannot find 'pow' in scope; it comes from Foundation: add 'import Foundation'", at: pos)
            }
            let argumentValues = try values()
            guard argumentValues.count == 2, let base = asDouble(argumentValues[0]),
                let exponent = asDouble(argumentValues[1])
            else {
                throw ScriptError.compile("no exact matches in call to global function 'pow'", at: pos)
            }
            return .double(Foundation.pow(base, exponent))
        case "zip":
            let argumentValues = try values()
            guard argumentValues.count == 2 else {
                throw ScriptError.compile("missing argument for parameter #2 in call", at: pos)
            }
            let (firstSequence, secondSequence) = try zipElements(argumentValues[0], argumentValues[1], pos: pos)
            return .array(zip(firstSequence, secondSequence).map { .tuple([$0, $1], [nil, nil]) })
        case "stride":
            let argumentValues = try values()
            let labels = args.map(\.label)
            guard argumentValues.count == 3, labels[0] == "from", labels[2] == "by" else {
                throw ScriptError.compile("no exact matches in call to global function 'stride'", at: pos)
            }
            let closed = labels[1] == "through"
            if let strided = sizedStride(argumentValues, closed: closed) { return strided }
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
            guard let from = asDouble(argumentValues[0]), let to = asDouble(argumentValues[1]),
                let by = asDouble(argumentValues[2]), by != 0
            else {
                throw ScriptError.compile("no exact matches in call to global function 'stride'", at: pos)
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
        case "type":
            let arguments = try values()
            guard let value = arguments.first else {
                throw ScriptError.compile("missing argument for parameter 'of' in call", at: pos)
            }
            // Lowering passes the static type's name where it is certain (`TypeOfNames`).
            var staticName: String?
            if args.count == 2, args[1].label == TypeOfNames.label, case .string(let name) = arguments[1] {
                staticName = name
            }
            return .type(try dynamicType(of: value, staticName: staticName, pos: pos))
        case "precondition", "assert":
            let argumentValues = try values()
            if case .bool(false)? = argumentValues.first {
                let message = argumentValues.count > 1 ? describe(argumentValues[1]) : ""
                throw ScriptError.runtime(
                    "Fatal error: \(name == "assert" ? "Assertion" : "Precondition") failed\(message.isEmpty ? "" : ": \(message)")",
                    at: pos)
            }
            return .void
        case "fatalError", "preconditionFailure", "assertionFailure":
            let message = try values().first.map { describe($0) } ?? ""
            throw ScriptError.runtime("Fatal error\(message.isEmpty ? "" : ": \(message)")", at: pos)
        case "swap":
            guard args.count == 2, case .inoutRef(let first) = args[0].value.kind,
                case .inoutRef(let second) = args[1].value.kind
            else {
                throw ScriptError.compile("passing value to an inout parameter requires explicit '&'", at: pos)
            }
            let firstValue = try evaluate(first, in: env)
            let secondValue = try evaluate(second, in: env)
            try assign(first, secondValue, in: env, pos: pos)
            try assign(second, firstValue, in: env, pos: pos)
            return .void
        case "repeatElement":
            let argumentValues = try values()
            guard argumentValues.count == 2, case .int(let count) = argumentValues[1] else {
                throw ScriptError.compile("missing argument for parameter 'count' in call", at: pos)
            }
            return .array(Array(repeating: argumentValues[0], count: try boundedCount(count, pos)))
        case "withObservationTracking" where args.first?.label == "options":
            return try observation.callWithObservationTrackingOptions(args, in: env, pos: pos)
        case "withObservationTracking":
            return try observation.callWithObservationTracking(args, in: env, pos: pos)
        case "withContinuousObservation":
            return try observation.callWithContinuousObservation(args, in: env, pos: pos)
        case "withTaskGroup", "withThrowingTaskGroup":
            return try withTaskGroup(args, throwing: name == "withThrowingTaskGroup", in: env, pos: pos)
        default:
            if let result = try views.observationGlobal(name, args, in: env, pos: pos) { return result }
            throw ScriptError.compile("cannot find '\(name)' in scope", at: pos)
        }
    }

    // MARK: Builtin initializers

    func constructBuiltin(_ type: TypeValue, _ args: [Argument], in env: Environment, pos: SourcePos) throws -> Value {
        let values = try evaluateArguments(args, in: env)
        let labels = args.map(\.label)
        switch type {
        case .array(let element):
            if values.isEmpty { return .array([]) }
            if labels.first == "repeating", values.count == 2, case .int(let count) = values[1] {
                return .array(Array(repeating: coerce(values[0], to: element), count: try boundedCount(count, pos)))
            }
            return .array(try elements(of: values[0], pos: pos).map { coerce($0, to: element) })
        case .dictionary:
            if values.isEmpty { return .dictionary(OrderedDictionary()) }
            return try constructBuiltin(.builtin("Dictionary"), args, in: env, pos: pos)
        case .optional:
            return .optional(values.first)
        case .user:
            return .void
        case .builtin(let name):
            return try constructNamedBuiltin(name, values, labels, args, in: env, pos: pos)
        }
    }

    private func constructNamedBuiltin(
        _ name: String, _ argumentValues: [Value], _ labels: [String?], _ args: [Argument], in env: Environment,
        pos: SourcePos
    ) throws -> Value {
        // `String(sub)`, `Int(sub)`: the text, from index 0.
        let argumentValues = argumentValues.map(\.droppingSubstring)
        if let converted = try numericConversion(name, argumentValues, labels, pos: pos) { return converted }
        if let json = try constructJSONBuiltin(name, argumentValues, labels, pos: pos) { return json }
        let first = argumentValues.first
        switch name {
        case "Int":
            if let converted = try integerWithLabels(argumentValues, labels, pos: pos) { return converted }
            switch first {
            case .int(let integer)?: return .int(integer)
            case .double(let double)?:
                if let failure = NumericConversion.failureConvertingToInt(double) {
                    throw ScriptError.runtime(failure, at: pos)
                }
                return .int(Int(double))
            case .string(let text)?: return .optional(Int(text).map { .int($0) })
            case .character(let character)?: return .optional(Int(String(character)).map { .int($0) })
            case .bool(let flag)?: return .int(flag ? 1 : 0)
            default: break
            }
        case "Double":
            switch first {
            case .int(let integer)?: return .double(Double(integer))
            case .double(let double)?: return .double(double)
            case .string(let text)?: return .optional(Double(text).map { .double($0) })
            default: break
            }
        case "String":
            if labels.first == "repeating", argumentValues.count == 2, case .int(let requested) = argumentValues[1] {
                switch argumentValues[0] {
                case .string(let text):
                    let count = try boundedCount(requested, pos)
                    try ensureStringFits(
                        text.utf8.count.multipliedReportingOverflow(by: count).overflow
                            ? Int.max : text.utf8.count * count, at: pos)
                    return .string(String(repeating: text, count: count))
                case .character(let character):
                    return .string(String(repeating: character, count: try boundedCount(requested, pos)))
                default: break
                }
            }
            if labels.first == "format", !registry.foundationImported {
                throw ScriptError.compile(
                    "no exact matches in call to initializer of 'String'; String(format:) comes from Foundation: add 'import Foundation'",
                    at: pos)
            }
            if labels.first == "decoding", case .array(let units)? = first {
                // `String(decoding: bytes, as: UTF8.self)`: invalid sequences become U+FFFD, as in Swift.
                let bytes = units.compactMap { $0.wholeNumber.map { UInt8(truncatingIfNeeded: $0) } }
                return .string(String(decoding: bytes, as: UTF8.self))
            }
            if labels.first == "format", case .string(let format)? = first {
                return .string(try formatString(format, Array(argumentValues.dropFirst()), pos: pos))
            }
            if labels.first == "reflecting", let subject = first { return .string(describe(subject, debug: true)) }
            if labels.count >= 2, labels[1] == "radix", let whole = first.flatMap(\.wholeNumber),
                case .int(let radix) = argumentValues[1]
            {
                var uppercase = false
                if argumentValues.count == 3, case .bool(let flag) = argumentValues[2] { uppercase = flag }
                return .string(String(whole, radix: try checkedRadix(radix, pos), uppercase: uppercase))
            }
            if let subject = first {
                // `String(characters)`, `String(letters.prefix(3))`: the characters joined. Unlabeled,
                // an array is accepted by swiftc only as a sequence of `Character` (no other
                // `String.init(_:)` takes one), so elements held as one-letter strings — a literal
                // typed `Character` by its context, `map { x ? "#" : "." }` — are characters too.
                let unlabeled = labels.first ?? nil == nil && argumentValues.count == 1
                switch subject {
                case .array(let items) where unlabeled && items.allSatisfy(\.isCharacterLike),
                    .slice(let items, _) where unlabeled && items.allSatisfy(\.isCharacterLike):
                    return .string(items.map { describe($0) }.joined())
                default: break
                }
                return .string(describe(subject))
            }
            return .string("")
        case "Bool":
            if case .string(let text)? = first {
                return .optional(text == "true" ? .bool(true) : text == "false" ? .bool(false) : nil)
            }
            if case .bool(let flag)? = first { return .bool(flag) }
        case "Character":
            if case .string(let text)? = first, text.count == 1 { return .character(text.first!) }
            if case .character? = first { return first! }
        case "Array":
            if argumentValues.isEmpty { return .array([]) }
            if labels.first == "repeating", argumentValues.count == 2, case .int(let count) = argumentValues[1] {
                return .array(Array(repeating: argumentValues[0], count: try boundedCount(count, pos)))
            }
            return .array(try elements(of: argumentValues[0], pos: pos))
        case "Set":
            var set = OrderedSet()
            if let sequence = first { for element in try elements(of: sequence, pos: pos) { set.insert(element) } }
            return .set(set)
        case "Dictionary":
            var dictionary = OrderedDictionary()
            if labels.first == "uniqueKeysWithValues", let sequence = first {
                for pair in try elements(of: sequence, pos: pos) {
                    guard case .tuple(let keyAndValue, _) = pair, keyAndValue.count == 2 else { continue }
                    if dictionary[keyAndValue[0]] != nil {
                        throw ScriptError.runtime(
                            "Fatal error: Duplicate values for key: '\(describe(keyAndValue[0]))'", at: pos)
                    }
                    dictionary[keyAndValue[0]] = keyAndValue[1]
                }
                return .dictionary(dictionary)
            }
            if argumentValues.count == 2, labels.first ?? nil == nil, case .function = argumentValues[1] {
                // `Dictionary(pairs, uniquingKeysWith: +)` (or a trailing closure): a repeated key
                // combines the old and new values.
                for pair in try elements(of: argumentValues[0], pos: pos) {
                    guard case .tuple(let keyAndValue, _) = pair, keyAndValue.count == 2 else { continue }
                    if let old = dictionary[keyAndValue[0]] {
                        dictionary[keyAndValue[0]] = try call2(argumentValues[1], old, keyAndValue[1], pos: pos)
                    } else {
                        dictionary[keyAndValue[0]] = keyAndValue[1]
                    }
                }
                return .dictionary(dictionary)
            }
            if labels.first == "grouping", argumentValues.count == 2 {
                for element in try elements(of: argumentValues[0], pos: pos) {
                    let key = try call1(argumentValues[1], element, pos: pos)
                    if case .array(var group)? = dictionary[key] {
                        group.append(element)
                        dictionary[key] = .array(group)
                    } else {
                        dictionary[key] = .array([element])
                    }
                }
                return .dictionary(dictionary)
            }
            if argumentValues.isEmpty { return .dictionary(dictionary) }
        case "Optional":
            return .optional(first)
        case "Substring":
            // `Substring(text)`: a substring of a new string, from index 0.
            if argumentValues.count == 1, case .string(let text)? = first { return .substring(text, startIndex: 0) }
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
            return try observation.makeRegistrar(pos: pos)
        case "Task":
            return try spawnTask(args, in: env, pos: pos)
        case "Observations":
            return try makeObservations(args, in: env, pos: pos)
        case "AsyncStream":
            return try makeAsyncStream(argumentValues, labels, pos: pos)
        default:
            throw ScriptError.compile("'\(name)' cannot be constructed in the workbook", at: pos)
        }
        throw ScriptError.compile("no exact matches in call to initializer of '\(name)'", at: pos)
    }

    /// Sizes a script asks to materialise (`Array(repeating:count:)`) are bounded, so a
    /// typo'd count stops the run instead of exhausting memory.
    func boundedCount(_ count: Int, _ pos: SourcePos) throws -> Int {
        if count > 10_000_000 {
            throw ScriptError.stopped("execution stopped: \(count) elements is too large for the workbook", at: pos)
        }
        if count < 0 { throw ScriptError.runtime("Fatal error: Can't construct Array with count < 0", at: pos) }
        if count >= MemoryBudget.largeValue { try ensureMemoryLeft(at: pos) }
        return count
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
            let character = chars[index]
            guard character == "%" else {
                out.append(character)
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
            let value = values[argument]
            argument += 1
            switch conversion {
            case "d", "i", "x", "X", "o":
                guard case .int(let integer) = value else {
                    throw ScriptError.runtime(
                        "String(format:): '%\(conversion)' needs an Int, got \(typeName(of: value))", at: pos)
                }
                out += String(format: spec.replacingOccurrences(of: "l", with: "") + "l" + String(conversion), integer)
            case "f", "F", "e", "E", "g", "G":
                guard let number = asDouble(value) else {
                    throw ScriptError.runtime(
                        "String(format:): '%\(conversion)' needs a Double, got \(typeName(of: value))", at: pos)
                }
                out += String(format: spec + String(conversion), number)
            case "@":
                out += describe(value)
            default:
                throw ScriptError.runtime(
                    "String(format:): the conversion '%\(conversion)' is not supported in the workbook", at: pos)
            }
        }
        return out
    }

    // MARK: Static members of builtin types

    func builtinStaticMember(_ type: TypeValue, _ name: String, pos: SourcePos) throws -> Value {
        if case .optional = type, name == "none" { return .optional(nil) }  // `Optional<Int>.none`
        if case .builtin("FloatingPointRoundingRule") = type, let rule = roundingRuleValue(named: name) { return rule }
        if type.name.hasPrefix("ObservationTracking"),
            let member = observation.observationTrackingMember(type.name, name)
        {
            return member
        }
        if let numeric = numericStaticMember(type.name, name) { return numeric }
        // `String.init`, `String.init(describing:)` as functions.
        if name == "init" || name.hasPrefix("init(") { return initializerReference(type, name, pos: pos) }
        switch (type.name, name) {
        case ("Int", "max"): return .int(Int.max)
        case ("Int", "min"): return .int(Int.min)
        case ("Int", "zero"): return .int(0)
        case ("Double", "zero"): return .double(0)
        case ("Double", "nan"): return .double(Double.nan)
        case ("Double", "pi"): return .double(Double.pi)
        case ("Double", "infinity"): return .double(Double.infinity)
        case ("Double", "greatestFiniteMagnitude"): return .double(Double.greatestFiniteMagnitude)
        case ("Double", "leastNonzeroMagnitude"): return .double(Double.leastNonzeroMagnitude)
        case ("Double", "leastNormalMagnitude"): return .double(Double.leastNormalMagnitude)
        case ("Double", "ulpOfOne"): return .double(Double.ulpOfOne)
        case ("Task", "isCancelled"): return .bool(scheduler.currentIsCancelled)
        case (_, "self"): return .type(type)
        default: break
        }
        if case .builtin(let builtinName) = type, let ext = registry.builtinExtensions[builtinName] {
            if let property = ext.staticProperties[name] {
                if case .computed = property.accessors {
                    return try runGetter(property, self: .type(type), type: ext, pos: pos)
                }
                if let box = try staticBox(ext, name, pos: pos) { return box.value }
            }
        }
        throw ScriptError.compile("type '\(type.name)' has no member '\(name)'", at: pos)
    }

    func callBuiltinStatic(
        _ type: TypeValue, _ name: String, _ args: [Argument], in env: Environment, pos: SourcePos
    ) throws -> Value {
        let values = try evaluateArguments(args, in: env)
        if case .optional(let wrapped) = type, name == "some", values.count == 1 {  // `Optional<Int>.some(3)`
            return .optional(coerce(values[0], to: wrapped, in: env))
        }
        switch (type.name, name) {
        case ("Int", "random"), ("Double", "random"):
            if case .range(let lowerBound, let end, let closed)? = values.first {
                let upper = closed ? end : end - 1
                guard lowerBound <= upper else {
                    throw ScriptError.runtime("Fatal error: Range requires lowerBound <= upperBound", at: pos)
                }
                return .int(Int.random(in: lowerBound...upper))
            }
            if type.name == "Double", case .boundsRange(let range)? = values.first,
                case .double(let lower) = range.lower, case .double(let upper) = range.upper
            {
                // The standard library's own preconditions, in its words.
                guard range.closed ? lower <= upper : lower < upper else {
                    throw ScriptError.runtime("Fatal error: Can't get random value with an empty range", at: pos)
                }
                guard (upper - lower).isFinite else {
                    throw ScriptError.runtime(
                        "Fatal error: There is no uniform distribution on an infinite range", at: pos)
                }
                return .double(range.closed ? Double.random(in: lower...upper) : Double.random(in: lower..<upper))
            }
            throw ScriptError.compile("random numbers are not supported with these arguments", at: pos)
        case ("Bool", "random") where values.isEmpty:
            return .bool(Bool.random())
        case ("Task", _):
            return try taskStatic(name, args, values, in: env, pos: pos)
        case ("Observations", "untilFinished"):
            return try makeObservations(args, in: env, pos: pos, untilFinished: true)
        case ("AsyncStream", "makeStream"):
            return makeStreamPair()
        default:
            break
        }
        if case .builtin(let builtinName) = type, let ext = registry.builtinExtensions[builtinName],
            let decls = ext.staticMethods[name]
        {
            let (decl, slots) = try chooseOverload(decls, args, pos: pos)
            return try callScriptFunction(
                decl, definingEnv: globals, selfBox: Box(.type(type), isLet: true), selfType: ext, slots: slots,
                args: args, in: env, pos: pos)
        }
        throw ScriptError.compile("type '\(type.name)' has no member '\(name)'", at: pos)
    }

    func builtinImplicitMember(_ name: String, args: [Argument]?, in env: Environment, pos: SourcePos) throws -> Value {
        // Durations for Task.sleep(for:): `.milliseconds(200)`, `.seconds(1)`.
        if let args, args.count == 1, ["milliseconds", "seconds", "microseconds", "nanoseconds"].contains(name) {
            let value = try evaluate(args[0].value, in: env)
            guard let amount = asDouble(value) else { throw ScriptError.compile("expected a number", at: pos) }
            let milliseconds: Double
            switch name {
            case "seconds": milliseconds = amount * 1000
            case "milliseconds": milliseconds = amount
            case "microseconds": milliseconds = amount / 1000
            default: milliseconds = amount / 1_000_000
            }
            return .native(NativeBox(DurationBox(milliseconds: milliseconds), typeName: "Duration"))
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
        if registry.foundationImported, args == nil, CharacterSetName.allNames.contains(name) {
            return .native(NativeBox(CharacterSetName(name: name), typeName: "CharacterSet"))
        }
        if registry.foundationImported, args == nil, let option = foundationOption(name) { return option }
        if args == nil, let rule = roundingRuleValue(named: name) { return rule }
        throw ScriptError.compile("cannot infer contextual base in reference to member '\(name)'", at: pos)
    }

    /// `Observations.Iteration`, the builtin enum of `untilFinished`.
    var iterationType: TypeInfo {
        syntheticEnum("Iteration", cases: [("next", [(nil, .named("Element", []))]), ("finish", nil)])
    }
}

/// A `Duration` value, in (virtual) milliseconds.
final class DurationBox {
    let milliseconds: Double
    init(milliseconds: Double) { self.milliseconds = milliseconds }
}

extension Value {
    /// A `Character`, or a string of exactly one: what a `Character`-typed literal can be held as.
    fileprivate var isCharacterLike: Bool {
        switch self {
        case .character: true
        case .string(let text): text.count == 1
        default: false
        }
    }
}
