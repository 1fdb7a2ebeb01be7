// The everyday properties and methods of Int, Double, Bool, String, Character, Array,
// Dictionary, Set, Range and Optional. Set's own methods are in SetMethods.swift, and the
// methods every sequence shares (map, filter, sorted …) in SequenceMethods.swift.

import Foundation
import ScriptFrontEnd

extension Interpreter {
    // MARK: Properties

    func builtinProperty(_ value: Value, _ name: String, pos: SourcePos) throws -> Value {
        if let everyday = countOrIsEmpty(value, name) { return everyday }
        if case .slice(let items, let start) = value { return try sliceProperty(items, start, name, pos: pos) }
        if case .substring(let text, let start) = value { return try substringProperty(text, start, name, pos: pos) }
        if case .string(let text) = value, let index = stringIndexProperty(text, name) { return index }
        if let property = jsonProperty(value, name) { return property }
        if case .native(let box) = value, let group = box.object as? TaskGroupBox, name == "isEmpty" {
            return .bool(group.pending.isEmpty)
        }
        if let range = try rangeProperty(value, name, pos: pos) { return range }
        if let numeric = numericProperty(value, name) { return numeric }
        if name == "uuidString", case .string(let text) = value, UUID(uuidString: text)?.uuidString == text {
            return value
        }
        switch (value, name) {
        case (_, "description"): return .string(describe(value))
        case (_, "debugDescription"): return .string(describe(value, debug: true))
        case (.string(let text), "count"): return .int(text.count)
        case (.string(let text), "isEmpty"): return .bool(text.isEmpty)
        case (.string(let text), "first"): return .optional(text.first.map { .character($0) })
        case (.string(let text), "last"): return .optional(text.last.map { .character($0) })
        case (.string(let text), "capitalized") where registry.foundationImported: return .string(text.capitalized)
        // Code units are `UInt8`s, as in Swift: `&+` wraps, a sum past 255 traps.
        case (.string(let text), "utf8"):
            return .array(text.utf8.map { .fixedInteger(FixedWidthNumber(kind: .uint8, value: Int128($0))) })
        case (.string(let text), "characters"): return .array(text.map { .character($0) })
        case (.character(let character), "isLetter"): return .bool(character.isLetter)
        case (.character(let character), "isNumber"): return .bool(character.isNumber)
        case (.character(let character), "isUppercase"): return .bool(character.isUppercase)
        case (.character(let character), "isLowercase"): return .bool(character.isLowercase)
        case (.character(let character), "isWhitespace"): return .bool(character.isWhitespace)
        case (.character(let character), "isPunctuation"): return .bool(character.isPunctuation)
        case (.character(let character), "wholeNumberValue"):
            return .optional(character.wholeNumberValue.map { .int($0) })
        case (.character(let character), "hexDigitValue"): return .optional(character.hexDigitValue.map { .int($0) })
        case (.character(let character), "isHexDigit"): return .bool(character.isHexDigit)
        case (.character(let character), "isNewline"): return .bool(character.isNewline)
        case (.character(let character), "isASCII"): return .bool(character.isASCII)
        case (.character(let character), "isSymbol"): return .bool(character.isSymbol)
        case (.character(let character), "asciiValue"):
            return .optional(
                character.asciiValue.map { .fixedInteger(FixedWidthNumber(kind: .uint8, value: Int128($0))) })
        case (.array(let items), "count"): return .int(items.count)
        case (.array(let items), "isEmpty"): return .bool(items.isEmpty)
        case (.array(let items), "first"): return .optional(items.first)
        case (.array(let items), "last"): return .optional(items.last)
        case (.array(let items), "indices"): return .range(0, items.count, closed: false)
        case (.array, "startIndex"): return .int(0)
        case (.array(let items), "endIndex"): return .int(items.count)
        case (.set(let set), "count"): return .int(set.count)
        case (.set(let set), "isEmpty"): return .bool(set.count == 0)
        case (.set(let set), "first"): return .optional(set.elements.first)
        case (.dictionary(let dictionary), "count"): return .int(dictionary.count)
        case (.dictionary(let dictionary), "isEmpty"): return .bool(dictionary.count == 0)
        case (.dictionary(let dictionary), "keys"): return .array(dictionary.keys)
        case (.dictionary(let dictionary), "values"): return .array(dictionary.values)
        case (.dictionary(let dictionary), "first"):
            return .optional(dictionary.keys.first.map { .tuple([$0, dictionary[$0]!], ["key", "value"]) })
        case (.range(let lower, let upper, let closed), "count"):
            let (span, spanOverflows) = upper.subtractingReportingOverflow(lower)
            let (count, countOverflows) = closed ? span.addingReportingOverflow(1) : (span, false)
            if spanOverflows || countOverflows {
                throw ScriptError.runtime(
                    "Fatal error: Range requires lowerBound <= upperBound and a count that fits in Int", at: pos)
            }
            return .int(max(0, count))
        case (.range(let lower, let upper, let closed), "isEmpty"): return .bool(closed ? false : lower == upper)
        case (.range(let lower, _, _), "lowerBound"): return .int(lower)
        case (.range(_, let upper, _), "upperBound"): return .int(upper)
        case (.range(let lower, let upper, let closed), "first"):
            return .optional((closed ? lower <= upper : lower < upper) ? .int(lower) : nil)
        case (.range(let lower, let upper, let closed), "last"):
            return .optional((closed ? lower <= upper : lower < upper) ? .int(closed ? upper : upper - 1) : nil)
        case (.int(let number), "magnitude"):
            return .int(number.magnitude > UInt(Int.max) ? Int.max : Int(number.magnitude))
        case (.int(let number), "signum"): return .int(number.signum())
        case (.double(let number), "isNaN"): return .bool(number.isNaN)
        case (.double(let number), "isInfinite"): return .bool(number.isInfinite)
        case (.double(let number), "isFinite"): return .bool(number.isFinite)
        case (.double(let number), "isZero"): return .bool(number.isZero)
        case (.double(let number), "magnitude"): return .double(number.magnitude)
        case (.tuple(let items, let labels), _):
            if let index = Int(name), index < items.count { return items[index] }
            if let index = labels.firstIndex(of: name) { return items[index] }
        case (.optional(let wrapped), _):
            // Not a member of Optional, and swiftc accepted the line: the Optional is an
            // implicitly unwrapped one (`var host: String!`; `host.count`), which Swift unwraps.
            guard let wrapped else {
                throw ScriptError.runtime(
                    "Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value", at: pos)
            }
            return try memberGet(wrapped, name, pos: pos)
        case (.native(let native), _):
            if let property = try nativeProperty(native, name, pos: pos) { return property }
        case (.keyPath(let keyPath), _):
            if name == "description" { return .string(keyPath.description) }
        default: break
        }
        // A method used as a value (`items.map(String.init)` aside): bind it.
        if builtinMethodNames.contains(name) {
            let receiver = value
            return .function(
                Function(
                    .builtin { [unowned self] args, labels in
                        var mutableReceiver = receiver
                        return try self.callBuiltinMethod(&mutableReceiver, name, args, labels: labels, pos: pos)
                    }, name: name))
        }
        throw ScriptError.compile("value of type '\(typeName(of: value))' has no member '\(name)'", at: pos)
    }

    /// `items.count`, `text.isEmpty`, the properties read most, of the types that have them
    /// from the standard library: answered before the look-ups through every other table.
    private func countOrIsEmpty(_ value: Value, _ name: String) -> Value? {
        switch value {
        case .array(let items):
            if name == "count" { return .int(items.count) }
            if name == "isEmpty" { return .bool(items.isEmpty) }
        case .string(let text):
            if name == "count" { return .int(text.count) }
            if name == "isEmpty" { return .bool(text.isEmpty) }
        case .dictionary(let dictionary):
            if name == "count" { return .int(dictionary.count) }
            if name == "isEmpty" { return .bool(dictionary.count == 0) }
        case .set(let set):
            if name == "count" { return .int(set.count) }
            if name == "isEmpty" { return .bool(set.count == 0) }
        default: break
        }
        return nil
    }

    static let foundationMethods: Set<String> = [
        "components", "trimmingCharacters", "replacingOccurrences", "padding", "capitalized", "formatted",
    ]

    var builtinMethodNames: Set<String> {
        [
            "uppercased", "lowercased", "contains", "map", "filter", "sorted", "reversed", "joined", "isMultiple",
            "hasPrefix", "hasSuffix",
        ]
    }

    // MARK: Methods

    func closureArg(_ args: [Value], _ index: Int = 0, pos: SourcePos) throws -> Value {
        guard index < args.count else { throw ScriptError.compile("missing argument in call", at: pos) }
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
            throw ScriptError.compile(
                "referencing instance method 'sorted()' requires that '\(typeName(of: lhs))' conform to 'Comparable'",
                at: pos)
        }
        return isLess
    }

    func callBuiltinMethod(
        _ receiver: inout Value, _ name: String, _ args: [Value], labels: [String?], pos: SourcePos
    ) throws -> Value {
        // A substring argument is read as its text (a new array only when there is one), except
        // where a collection stores it as an element.
        let args =
            receiver.storesSubstrings || !args.contains(where: \.isSubstring) ? args : args.map(\.droppingSubstring)
        if case .slice = receiver { return try sliceMethod(&receiver, name, args, labels: labels, pos: pos) }
        if case .substring = receiver { return try substringMethod(&receiver, name, args, labels: labels, pos: pos) }
        if name == "clamped" || name == "overlaps" || receiver.isBoundsRange,
            let method = try rangeProperty(receiver, name, pos: pos)
        {
            return try callValue(method, args, labels: labels, pos: pos)
        }
        if let result = try jsonMethod(receiver, name, args, labels: labels, pos: pos) { return result }
        if receiver.isSizedNumber, let result = try numericMethod(receiver, name, args, pos: pos) { return result }
        if case .string(let text) = receiver,
            let result = try stringIndexMethod(text, name, args, labels: labels, pos: pos)
        {
            return result
        }
        if let result = try stringIndexMutation(&receiver, name, args, labels: labels, pos: pos) { return result }
        let label0 = labels.first ?? nil
        // Array's mutating methods first, in place (ArrayMutatingMethods.swift).
        if let result = try arrayMutatingMethod(&receiver, name, args, label: label0, pos: pos) { return result }
        if let result = try setMethod(&receiver, name, args, labels: labels, pos: pos) { return result }
        switch (receiver, name) {
        case (.bool(let boolean), "toggle"):
            receiver = .bool(!boolean)
            return .void
        case (.int(let number), "negate"):
            receiver = .int(-number)
            return .void
        case (.string(var text), "append"):
            receiver = .void
            switch args.first {
            case .string(let appended)?:
                let total = text.utf8.count + appended.utf8.count
                if total > MemoryBudget.stringBytes {
                    receiver = .string(text)  // the receiver is kept as it was
                    try ensureStringFits(total, at: pos)
                }
                text += appended
            case .character(let character)?: text.append(character)
            default: break
            }
            receiver = .string(text)
            return .void
        case (.string(var text), "removeAll"):
            receiver = .void
            text.removeAll()
            receiver = .string(text)
            return .void
        case (.string(var text), "removeLast"), (.string(var text), "removeFirst"):
            guard !text.isEmpty else {
                throw ScriptError.runtime("Fatal error: Can't remove last element from an empty collection", at: pos)
            }
            receiver = .void
            let removed = name == "removeLast" ? text.removeLast() : text.removeFirst()
            receiver = .string(text)
            return .character(removed)
        case (.dictionary(var dictionary), "removeValue"):
            receiver = .void
            let removed = dictionary.removeValue(forKey: try closureArg(args, pos: pos))
            receiver = .dictionary(dictionary)
            return .optional(removed)
        case (.dictionary(var dictionary), "updateValue"):
            guard args.count == 2 else { break }
            receiver = .void
            let old = dictionary[args[1]]
            dictionary[args[1]] = args[0]
            receiver = .dictionary(dictionary)
            return .optional(old)
        case (.dictionary(var dictionary), "removeAll"):
            receiver = .void
            dictionary.removeAll()
            receiver = .dictionary(dictionary)
            return .void
        case (.dictionary(var dictionary), "merge"):
            guard args.count == 2, case .dictionary(let other) = args[0] else { break }
            receiver = .void
            defer { receiver = .dictionary(dictionary) }
            for (key, value) in zip(other.keys, other.values) {
                if let existing = dictionary[key] {
                    dictionary[key] = try call2(args[1], existing, value, pos: pos)
                } else {
                    dictionary[key] = value
                }
            }
            return .void
        default: break
        }
        return try nonMutatingMethod(receiver, name, args, labels: labels, pos: pos)
    }

    private func nonMutatingMethod(
        _ receiver: Value, _ name: String, _ args: [Value], labels: [String?], pos: SourcePos
    ) throws -> Value {
        if !registry.foundationImported, Interpreter.foundationMethods.contains(name) {
            throw ScriptError.compile(
                "value of type '\(typeName(of: receiver))' has no member '\(name)'; it comes from Foundation: add 'import Foundation'",
                at: pos)
        }
        // Type-specific methods.
        switch (receiver, name) {
        case (.string(let text), "uppercased"): return .string(text.uppercased())
        case (.string(let text), "lowercased"): return .string(text.lowercased())
        case (.string(let text), "replacing"):
            // The standard library's (Swift 5.7) replacing(_:with:), no Foundation needed.
            if args.count == 2, case .string(let target) = args[0], case .string(let replacement) = args[1],
                !target.isEmpty
            {
                return .string(text.replacing(target, with: replacement))
            }
        case (.string(let text), "hasPrefix"):
            if case .string(let prefix)? = args.first { return .bool(text.hasPrefix(prefix)) }
        case (.string(let text), "hasSuffix"):
            if case .string(let suffix)? = args.first { return .bool(text.hasSuffix(suffix)) }
        case (.string(let text), "contains"):
            switch args.first {
            case .string(let needle)?: return .bool(needle.isEmpty ? true : text.contains(needle))
            case .character(let character)?: return .bool(text.contains(character))
            default: break
            }
        case (.string(let text), "split"): return try splitString(text, args, labels: labels, pos: pos)
        case (.array(let items), "split"): return try splitArray(items, args, labels: labels, pos: pos)
        case (.string(let text), "components"):
            if case .string(let separator)? = args.first {
                return .array(text.components(separatedBy: separator).map { .string($0) })
            }
        case (.string(let text), "replacingOccurrences"):
            if args.count == 2, case .string(let target) = args[0], case .string(let replacement) = args[1] {
                return .string(text.replacingOccurrences(of: target, with: replacement))
            }
        case (.string(let text), "trimmingCharacters"):
            if case .native(let box)? = args.first, let set = box.object as? CharacterSetName {
                return .string(text.trimmingCharacters(in: set.characterSet))
            }
            return .string(text.trimmingCharacters(in: .whitespacesAndNewlines))
        case (.string(let text), "padding"):
            if args.count >= 2, case .int(let length) = args[0], case .string(let pad) = args[1] {
                return .string(text.padding(toLength: length, withPad: pad, startingAt: 0))
            }
        case (.character(let character), "uppercased"): return .string(character.uppercased())
        case (.character(let character), "lowercased"): return .string(character.lowercased())
        case (.int(let number), "isMultiple"):
            if case .int(let divisor)? = args.first { return .bool(divisor == 0 ? number == 0 : number % divisor == 0) }
        case (.int(let number), "signum"): return .int(number.signum())
        case (.int(let number), "quotientAndRemainder"):
            guard case .int(let divisor)? = args.first else { break }
            guard divisor != 0 else { throw ScriptError.runtime("Fatal error: Division by zero", at: pos) }
            guard !(number == Int.min && divisor == -1) else {
                throw ScriptError.runtime("Fatal error: Division results in an overflow", at: pos)
            }
            let (quotient, remainder) = number.quotientAndRemainder(dividingBy: divisor)
            return .tuple([.int(quotient), .int(remainder)], ["quotient", "remainder"])
        case (.int(let number), "advanced"):
            if case .int(let offset)? = args.first { return .int(number + offset) }
        case (.int(let number), "distance"):
            if case .int(let other)? = args.first { return .int(other - number) }
        case (.double(let number), "rounded"): return .double(number.rounded(try roundingRule(args.first, pos: pos)))
        case (.double(let number), "squareRoot"): return .double(number.squareRoot())
        case (.double(let number), "truncatingRemainder"):
            if let divisor = args.first.flatMap(asDouble) {
                return .double(number.truncatingRemainder(dividingBy: divisor))
            }
        case (.double(let number), "remainder"):
            if let divisor = args.first.flatMap(asDouble) { return .double(number.remainder(dividingBy: divisor)) }
        case (.double(let number), "formatted"):
            return .string(String(format: "%g", number))
        case (.optional(let wrapped), "map"):
            guard let wrapped else { return .optional(nil) }
            return .optional(try call1(try closureArg(args, pos: pos), wrapped, pos: pos))
        case (.optional(let wrapped), "flatMap"):
            guard let wrapped else { return .optional(nil) }
            let mapped = try call1(try closureArg(args, pos: pos), wrapped, pos: pos)
            if case .optional = mapped { return mapped }
            return .optional(mapped)
        case (.dictionary(let dictionary), "mapValues"):
            var out = OrderedDictionary()
            for (key, value) in zip(dictionary.keys, dictionary.values) {
                out[key] = try call1(try closureArg(args, pos: pos), value, pos: pos)
            }
            return .dictionary(out)
        case (.dictionary(let dictionary), "compactMapValues"):
            var out = OrderedDictionary()
            for (key, value) in zip(dictionary.keys, dictionary.values) {
                if case .optional(let transformed) = try call1(try closureArg(args, pos: pos), value, pos: pos) {
                    if let transformed { out[key] = transformed }
                }
            }
            return .dictionary(out)
        case (.dictionary(let dictionary), "filter"):
            var out = OrderedDictionary()
            for (key, value) in zip(dictionary.keys, dictionary.values)
            where try bool(
                try call1(try closureArg(args, pos: pos), .tuple([key, value], ["key", "value"]), pos: pos), pos: pos)
            {
                out[key] = value
            }
            return .dictionary(out)
        case (.dictionary(let dictionary), "merging"):
            guard args.count == 2, case .dictionary(let other) = args[0] else { break }
            var out = dictionary
            for (key, value) in zip(other.keys, other.values) {
                if let existing = out[key] {
                    out[key] = try call2(args[1], existing, value, pos: pos)
                } else {
                    out[key] = value
                }
            }
            return .dictionary(out)
        case (.native(let native), _):
            return try nativeMethod(native, name, args, labels: labels, pos: pos)
        case (.range, "contains") where !(args.first.map(isCallable) ?? false):
            return .bool(try rangeContains(receiver, args.first ?? .void, pos: pos) ?? false)
        default: break
        }
        // Sequence methods, shared by every sequence.
        let items: [Value]
        switch receiver {
        case .array(let array): items = array
        case .set, .dictionary, .range, .string: items = try elements(of: receiver, pos: pos)
        case .optional(let wrapped) where wrapped.map { typeInfo(of: $0) == nil } ?? true:
            // Not a method of Optional, and swiftc accepted the call: an implicitly unwrapped
            // optional (`host.uppercased()` with `var host: String!`), which Swift unwraps.
            guard let wrapped else {
                throw ScriptError.runtime(
                    "Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value", at: pos)
            }
            return try nonMutatingMethod(wrapped, name, args, labels: labels, pos: pos)
        default:
            throw ScriptError.compile("value of type '\(typeName(of: receiver))' has no member '\(name)'", at: pos)
        }
        return try sequenceMethod(receiver, items, name, args, labels: labels, pos: pos)
    }

    func isCallable(_ value: Value) -> Bool {
        switch value {
        case .function, .keyPath: return true
        default: return false
        }
    }
}
