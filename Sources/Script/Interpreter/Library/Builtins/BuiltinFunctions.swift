// Global functions (print, dump, min, max, zip, stride …), builtin initializers (Int(…),
// String(…), Array(repeating:count:) …) and static members of builtin types. The name picks
// the group once: printing (GlobalPrinting.swift), numbers (NumericGlobals.swift), sequences
// (SequenceGlobals.swift), assertions (GlobalAssertions.swift); initializers of numbers
// (ScalarInitializers.swift), text (StringInitializers.swift) and collections
// (CollectionInitializers.swift).

import Foundation
import ScriptFrontEnd

extension BuiltinLibrary {
    /// The standard library's free functions the interpreter runs by name.
    static let globalFunctionNames: Set<String> = [
        "print", "min", "max", "abs", "zip", "stride", "type", "precondition", "assert", "fatalError", "sqrt",
        "pow", "floor", "ceil", "round", "debugPrint", "swap", "withObservationTracking", "repeatElement",
        "preconditionFailure", "assertionFailure", "withContinuousObservation", "dump",
    ]

    func builtinGlobalFunction(_ name: String) -> Function? {
        guard Self.globalFunctionNames.contains(name) else { return nil }
        return Function(
            .builtin { [unowned self] args, labels in
                let env = Environment(parent: interpreter.globals)
                var exprs: [Argument] = []
                for (i, argument) in args.enumerated() {
                    env.define("$a\(i)", value: argument)
                    exprs.append(Argument(label: labels[i], value: Expr(.identifier("$a\(i)"), .unknown)))
                }
                return try self.callBuiltinFunction(name, exprs, in: env, pos: .unknown)
            }, name: name)
    }

    func callBuiltinFunction(_ name: String, _ args: [Argument], in env: Environment, pos: SourcePos) throws -> Value {
        func values() throws -> [Value] { try interpreter.evaluateArguments(args, in: env) }
        switch name {
        case "print", "debugPrint":
            return try callPrint(name, args, in: env, pos: pos)
        case "dump":
            return try callDump(args, in: env, pos: pos)
        case "min", "max", "abs", "sqrt", "floor", "ceil", "round", "pow":
            return try interpreter.numbers.callNumericGlobal(name, args, in: env, pos: pos)
        case "zip", "stride", "repeatElement":
            return try interpreter.sequences.callSequenceGlobal(name, args, in: env, pos: pos)
        case "precondition", "assert", "fatalError", "preconditionFailure", "assertionFailure":
            return try callAssertion(name, args, in: env, pos: pos)
        case "type":
            let arguments = try values()
            guard let value = arguments.first else {
                throw ScriptError.cannotRun("'type(of:)' without its value", at: pos)
            }
            // Lowering passes the static type's name where it is certain (`TypeOfNames`).
            var staticName: String?
            if args.count == 2, args[1].label == TypeOfNames.label, case .string(let name) = arguments[1] {
                staticName = name
            }
            return .type(try interpreter.descriptions.dynamicType(of: value, staticName: staticName, pos: pos))
        case "swap":
            guard args.count == 2, case .inoutRef(let first) = args[0].value.kind,
                case .inoutRef(let second) = args[1].value.kind
            else {
                throw ScriptError.cannotRun("'swap' other than of two '&' variables", at: pos)
            }
            let firstValue = try interpreter.evaluate(first, in: env)
            let secondValue = try interpreter.evaluate(second, in: env)
            try interpreter.assign(first, secondValue, in: env, pos: pos)
            try interpreter.assign(second, firstValue, in: env, pos: pos)
            return .void
        case "withObservationTracking" where args.first?.label == "options":
            return try interpreter.observation.callWithObservationTrackingOptions(args, in: env, pos: pos)
        case "withObservationTracking":
            return try interpreter.observation.callWithObservationTracking(args, in: env, pos: pos)
        case "withContinuousObservation":
            return try interpreter.observation.callWithContinuousObservation(args, in: env, pos: pos)
        case "withTaskGroup", "withThrowingTaskGroup":
            return try interpreter.tasks.withTaskGroup(
                args, throwing: name == "withThrowingTaskGroup", in: env, pos: pos)
        default:
            if let result = try interpreter.views.observationGlobal(name, args, in: env, pos: pos) { return result }
            throw ScriptError.cannotRun(function: name, at: pos)
        }
    }

    // MARK: Builtin initializers

    func constructBuiltin(_ type: TypeValue, _ args: [Argument], in env: Environment, pos: SourcePos) throws -> Value {
        let values = try interpreter.evaluateArguments(args, in: env)
        let labels = args.map(\.label)
        switch type {
        case .array(let element):
            if values.isEmpty { return .array([]) }
            if labels.first == "repeating", values.count == 2, case .int(let count) = values[1] {
                return .array(
                    Array(repeating: interpreter.coerce(values[0], to: element), count: try boundedCount(count, pos)))
            }
            return .array(
                try interpreter.copiedElements(of: values[0], pos: pos).map { interpreter.coerce($0, to: element) })
        case .dictionary:
            if values.isEmpty { return .dictionary(OrderedDictionary()) }
            return try constructBuiltin(.builtin("Dictionary"), args, in: env, pos: pos)
        case .optional:
            return .optional(values.first)
        case .user:
            return .void
        case .builtin(let name):
            return try constructNamedBuiltin(name, values, labels, args, in: env, pos: pos)
        case .metatype(let instance):
            throw ScriptError.cannotRun("an initializer of '\(instance.name + instance.metatypeSuffix)'", at: pos)
        }
    }

    private func constructNamedBuiltin(
        _ name: String, _ argumentValues: [Value], _ labels: [String?], _ args: [Argument], in env: Environment,
        pos: SourcePos
    ) throws -> Value {
        // `String(sub)`, `Int(sub)`: the text, from index 0.
        let argumentValues = argumentValues.map(\.droppingSubstring)
        if let converted = try interpreter.numbers.numericConversion(name, argumentValues, labels, pos: pos) {
            return converted
        }
        if let json = try constructJSONBuiltin(name, argumentValues, labels, pos: pos) { return json }
        let first = argumentValues.first
        let constructed: Value?
        switch name {
        case "Int", "Double", "Bool":
            constructed = try interpreter.numbers.scalarInitializer(name, argumentValues, labels, pos: pos)
        case "String", "Character", "Substring":
            constructed = try interpreter.strings.textInitializer(name, argumentValues, labels, pos: pos)
        case "Unicode.Scalar":
            let literal = args.count == 1 && ExpressionTyper.isPlainStringLiteral(args[0].value)
            constructed = interpreter.strings.unicodeScalar(argumentValues, fromLiteral: literal)
        case "Array", "Set", "Dictionary", "Optional":
            constructed = try interpreter.collections.collectionInitializer(name, argumentValues, labels, pos: pos)
        case "UUID":
            // A UUID is its string at run time (views show it as Foundation's UUID).
            if labels.first == "uuidString", case .string(let text)? = first {
                return .optional(UUID(uuidString: text).map { .string($0.uuidString) })
            }
            return .string(UUID().uuidString)
        case "_WorkbookCustomContains":
            // A lazy chain's base answers `contains` itself when it is a set or a range (Prelude.swift).
            return try interpreter.extensionDispatch.directContains(argumentValues[0], argumentValues[1], pos: pos)
        case "_WorkbookClock":
            // The prelude's `Date()`: seconds since 1970.
            return .double(Date().timeIntervalSince1970)
        case "ObservationRegistrar":
            return try interpreter.observation.makeRegistrar(pos: pos)
        case "Task":
            return try interpreter.tasks.spawnTask(args, in: env, pos: pos)
        case "Observations":
            return try interpreter.tasks.makeObservations(args, in: env, pos: pos)
        case "AsyncStream":
            return try interpreter.tasks.makeAsyncStream(argumentValues, labels, pos: pos)
        default:
            throw ScriptError.cannotRun("the construction of a '\(name)'", at: pos)
        }
        if let constructed { return constructed }
        throw ScriptError.cannotRun("a '\(name)' made with these arguments", at: pos)
    }

    /// Sizes a script asks to materialise (`Array(repeating:count:)`) are bounded, so a
    /// typo'd count stops the run instead of exhausting memory.
    func boundedCount(_ count: Int, _ pos: SourcePos) throws -> Int {
        if count > 10_000_000 {
            throw ScriptError.stopped("execution stopped: \(count) elements is too large for the workbook", at: pos)
        }
        if count < 0 { throw ScriptError.runtime("Fatal error: Can't construct Array with count < 0", at: pos) }
        if count >= MemoryBudget.largeValue { try interpreter.memory.ensureMemoryLeft(at: pos) }
        return count
    }

    // MARK: Static members of builtin types

    func builtinStaticMember(_ type: TypeValue, _ name: String, pos: SourcePos) throws -> Value {
        if case .optional = type, name == "none" { return .optional(nil) }  // `Optional<Int>.none`
        // `Int.Kind`: a type a program's `extension Int` declares.
        if case .builtin(let builtin) = type,
            let nested = interpreter.registry.builtinExtensions[builtin]?.nestedTypes[name]
        {
            return .type(.user(nested))
        }
        if case .builtin("FloatingPointRoundingRule") = type,
            let rule = interpreter.numbers.roundingRuleValue(named: name)
        {
            return rule
        }
        if type.name.hasPrefix("ObservationTracking"),
            let member = interpreter.observation.observationTrackingMember(type.name, name)
        {
            return member
        }
        if let numeric = interpreter.numbers.numericStaticMember(type.name, name) { return numeric }
        // `String.init`, `String.init(describing:)` as functions.
        if name == "init" || name.hasPrefix("init(") {
            return interpreter.objectModel.initializerReference(type, name, pos: pos)
        }
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
        case ("Task", "isCancelled"): return .bool(interpreter.scheduler.currentIsCancelled)
        case (_, "self"): return .type(type)
        default: break
        }
        if case .builtin(let builtinName) = type, let ext = interpreter.registry.builtinExtensions[builtinName] {
            if let property = ext.staticProperties[name] {
                if case .computed = property.accessors {
                    return try interpreter.runGetter(property, self: .type(type), type: ext, pos: pos)
                }
                if let box = try interpreter.staticBox(ext, name, pos: pos) { return box.value }
            }
        }
        throw ScriptError.cannotRun(member: name, of: "\(type.name).Type", at: pos)
    }

    func callBuiltinStatic(
        _ type: TypeValue, _ name: String, _ args: [Argument], in env: Environment, pos: SourcePos
    ) throws -> Value {
        let values = try interpreter.evaluateArguments(args, in: env)
        if case .optional(let wrapped) = type, name == "some", values.count == 1 {  // `Optional<Int>.some(3)`
            return .optional(interpreter.coerce(values[0], to: wrapped, in: env))
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
            throw ScriptError.cannotRun("'random' with these arguments", at: pos)
        case ("Bool", "random") where values.isEmpty:
            return .bool(Bool.random())
        case ("Task", _):
            return try interpreter.tasks.taskStatic(name, args, values, in: env, pos: pos)
        case ("Observations", "untilFinished"):
            return try interpreter.tasks.makeObservations(args, in: env, pos: pos, untilFinished: true)
        case ("AsyncStream", "makeStream"):
            return interpreter.tasks.makeStreamPair()
        default:
            break
        }
        if case .builtin(let builtinName) = type, let ext = interpreter.registry.builtinExtensions[builtinName],
            let decls = ext.staticMethods[name]
        {
            let (decl, slots) = try interpreter.chooseOverload(decls, args, pos: pos)
            return try interpreter.callScriptFunction(
                decl, definingEnv: interpreter.globals, selfBox: Box(.type(type), isLet: true), selfType: ext,
                slots: slots,
                args: args, in: env, pos: pos)
        }
        throw ScriptError.cannotRun(member: name, of: "\(type.name).Type", at: pos)
    }

    func builtinImplicitMember(_ name: String, args: [Argument]?, in env: Environment, pos: SourcePos) throws -> Value {
        // Durations for Task.sleep(for:): `.milliseconds(200)`, `.seconds(1)`.
        if let args, args.count == 1, ["milliseconds", "seconds", "microseconds", "nanoseconds"].contains(name) {
            let value = try interpreter.evaluate(args[0].value, in: env)
            guard let amount = interpreter.asDouble(value) else {
                throw ScriptError.cannotRun("a duration '.\(name)' of a value that is not a number", at: pos)
            }
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
                    type: iterationType, caseName: "next", payload: [try interpreter.evaluate(args[0].value, in: env)],
                    labels: [nil]))
        }
        // Foundation's character sets, as `trimmingCharacters(in:)` takes them.
        if interpreter.registry.foundationImported, args == nil, CharacterSetName.allNames.contains(name) {
            return .native(NativeBox(CharacterSetName(name: name), typeName: "CharacterSet"))
        }
        if interpreter.registry.foundationImported, args == nil, let option = foundationOption(name) { return option }
        if args == nil, let rule = interpreter.numbers.roundingRuleValue(named: name) { return rule }
        throw ScriptError.cannotRun("'.\(name)' where the workbook cannot tell which type it belongs to", at: pos)
    }

    /// `Observations.Iteration`, the builtin enum of `untilFinished`.
    var iterationType: TypeInfo {
        interpreter.registry.syntheticEnum(
            "Iteration", cases: [("next", [(nil, .named("Element", []))]), ("finish", nil)], in: interpreter.globals)
    }
}

/// A `Duration` value, in (virtual) milliseconds.
final class DurationBox {
    let milliseconds: Double
    init(milliseconds: Double) { self.milliseconds = milliseconds }
}
