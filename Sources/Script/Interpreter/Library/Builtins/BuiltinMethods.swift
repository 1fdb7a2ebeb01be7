// The properties and methods of builtin values (Int, Double, Bool, String, Character, Array,
// Dictionary, Set, Range, Optional …): routed once by the receiver's kind to its type's own
// members (StringMembers.swift, CharacterMembers.swift, CollectionProperties.swift,
// IntAndDoubleMembers.swift, DictionaryMethods.swift, SetMethods.swift,
// ArrayMutatingMethods.swift …), then to the methods every sequence shares (SequenceMethods.swift).

import Foundation
import ScriptFrontEnd

extension BuiltinLibrary {
    // MARK: Properties

    func builtinProperty(_ value: Value, _ name: String, pos: SourcePos) throws -> Value {
        if let everyday = countOrIsEmpty(value, name) { return everyday }
        if let read = BuiltinMemberTable.shared.member(of: value, name)?.property {
            return try read(value, interpreter, pos)
        }
        if case .slice(let items, let start) = value {
            return try interpreter.collections.sliceProperty(items, start, name, pos: pos)
        }
        if case .substring(let text, let start) = value {
            return try interpreter.strings.substringProperty(text, start, name, pos: pos)
        }
        if case .string(let text) = value, let index = interpreter.strings.stringIndexProperty(text, name) {
            return index
        }
        if let property = jsonProperty(value, name) { return property }
        if case .native(let box) = value, let group = box.object as? TaskGroupBox, name == "isEmpty" {
            return .bool(group.pending.isEmpty)
        }
        if let range = try interpreter.rangeProperty(value, name, pos: pos) { return range }
        if name == "uuidString", case .string(let text) = value, UUID(uuidString: text)?.uuidString == text {
            return value
        }
        if name == "description" { return .string(interpreter.descriptions.plainDescription(value)) }
        if name == "debugDescription" { return .string(interpreter.descriptions.describe(value, debug: true)) }
        switch value {
        case .string(let text):
            if let property = interpreter.strings.stringProperty(text, name) { return property }
        case .range:
            if let property = try interpreter.collections.collectionProperty(value, name, pos: pos) { return property }
        case .tuple(let items, let labels):
            if let index = Int(name), index < items.count { return items[index] }
            if let index = labels.firstIndex(of: name) { return items[index] }
        case .optional(let wrapped):
            // Not a member of Optional, and swiftc accepted the line: the Optional is an
            // implicitly unwrapped one (`var host: String!`; `host.count`), which Swift unwraps.
            guard let wrapped else {
                throw ScriptError.runtime(
                    "Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value", at: pos)
            }
            return try interpreter.memberGet(wrapped, name, pos: pos)
        case .native(let native):
            if let property = try nativeProperty(native, name, pos: pos) { return property }
        case .keyPath(let keyPath):
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
        throw ScriptError.cannotRun(member: name, of: interpreter.descriptions.typeName(of: value), at: pos)
    }

    /// `text.count`, `text.isEmpty`, read most of a string's: answered before the look-ups of every
    /// other part (a string's members are not in the builtin member table yet).
    private func countOrIsEmpty(_ value: Value, _ name: String) -> Value? {
        switch value {
        case .string(let text):
            if name == "count" { return .int(text.count) }
            if name == "isEmpty" { return .bool(text.isEmpty) }
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

    func callBuiltinMethod(
        _ receiver: inout Value, _ name: String, _ args: [Value], labels: [String?], pos: SourcePos
    ) throws -> Value {
        // A substring argument is read as its text (a new array only when there is one), except
        // where a collection stores it as an element.
        let args =
            receiver.storesSubstrings || !args.contains(where: \.isSubstring) ? args : args.map(\.droppingSubstring)
        if case .slice = receiver {
            return try interpreter.collections.sliceMethod(&receiver, name, args, labels: labels, pos: pos)
        }
        if case .substring = receiver {
            return try interpreter.strings.substringMethod(&receiver, name, args, labels: labels, pos: pos)
        }
        // The members of the types the builtin member table holds, found in one look-up.
        if let run = BuiltinMemberTable.shared.member(of: receiver, name)?.method,
            let result = try run(
                &receiver, BuiltinMemberTable.Call(arguments: args, labels: labels, pos: pos), interpreter)
        {
            return result
        }
        // An iterator `makeIterator()` made is the array of the elements it has yet to give (so a copy
        // of it goes on from where it was, as Swift's value iterators do); swiftc lets `next()` be
        // called on nothing else, so an array that receives it is one.
        // An integer range's iterator is the range of the integers it has yet to give (`(1...)`'s too,
        // which no array could hold).
        if name == "next", args.isEmpty, case .range(let lower, let upper, let closed) = receiver {
            guard closed ? lower <= upper : lower < upper else { return .optional(nil) }
            receiver =
                closed && lower == upper
                ? .range(upper, upper, closed: false) : .range(lower + 1, upper, closed: closed)
            return .optional(.int(lower))
        }
        if name == "next", args.isEmpty, case .array(var items) = receiver {
            receiver = .void
            let first = items.isEmpty ? nil : items.removeFirst()
            receiver = .array(items)
            return .optional(first)
        }
        // A one-sided range's (`(1...).clamped(to:)`): not in the table. (`contains { … }` is the
        // sequence method's.)
        let containsValue =
            name == "contains" && receiver.isBoundsRange && !(args.first.map(interpreter.isCallable) ?? true)
        if name == "clamped" || name == "overlaps" || containsValue,
            let method = try interpreter.rangeProperty(receiver, name, pos: pos)
        {
            return try interpreter.callValue(method, args, labels: labels, pos: pos)
        }
        switch receiver {
        case .native, .string:  // the only receivers of JSON's methods (and an unoptimized function)
            if let result = try jsonMethod(receiver, name, args, labels: labels, pos: pos) { return result }
        default: break
        }
        if case .string(let text) = receiver,
            let result = try interpreter.strings.stringIndexMethod(text, name, args, labels: labels, pos: pos)
        {
            return result
        }
        // Only a string reaches the strings part here: an array's `append` pays no part lookup for it.
        if case .string = receiver,
            let result = try interpreter.strings.stringIndexMutation(&receiver, name, args, labels: labels, pos: pos)
        {
            return result
        }
        if let result = try interpreter.strings.stringMutatingMethod(&receiver, name, args, pos: pos) { return result }
        return try nonMutatingMethod(receiver, name, args, labels: labels, pos: pos)
    }

    /// A Foundation method (`formatted()`, `components(separatedBy:)` …) called without `import Foundation`.
    func requireFoundation(for name: String, on receiver: Value, pos: SourcePos) throws {
        guard !interpreter.registry.foundationImported else { return }
        var error = ScriptError.cannotRun(
            "'\(name)' on a value of type '\(interpreter.descriptions.typeName(of: receiver))' without 'import Foundation' (it comes from Foundation: add 'import Foundation')",
            at: pos)
        error.unknownMember = name  // pointed at, as a member the library lacks is
        throw error
    }

    private func nonMutatingMethod(
        _ receiver: Value, _ name: String, _ args: [Value], labels: [String?], pos: SourcePos
    ) throws -> Value {
        if BuiltinLibrary.foundationMethods.contains(name) { try requireFoundation(for: name, on: receiver, pos: pos) }
        // Type-specific methods.
        switch receiver {
        case .string(let text):
            if let result = try interpreter.strings.stringMethod(text, name, args, labels: labels, pos: pos) {
                return result
            }
        case .array(let items) where name == "split":
            return try interpreter.collections.splitArray(items, args, labels: labels, pos: pos)
        case .native(let native):
            return try nativeMethod(native, name, args, labels: labels, pos: pos)
        case .range where name == "makeIterator" && args.isEmpty:
            return receiver  // its iterator: the integers it has yet to give (`next()` above)
        case .range(let lower, Int.max, closed: true) where name == "prefix" && labels == [nil]:
            // `(2...).prefix(3)`: the first elements of an endless range, without the rest.
            guard case .int(let count)? = args.first else { break }
            guard count >= 0 else {
                throw ScriptError.runtime(
                    "Fatal error: Can't take a prefix of negative length from a sequence", at: pos)
            }
            let end = lower.addingReportingOverflow(count)
            return .array((lower..<(end.overflow ? Int.max : end.partialValue)).map { .int($0) })
        case .range where name == "contains" && !(args.first.map(interpreter.isCallable) ?? false):
            return .bool(try interpreter.rangeContains(receiver, args.first ?? .void, pos: pos) ?? false)
        default: break
        }
        // Sequence methods, shared by every sequence.
        let items: [Value]
        switch receiver {
        case .array(let array): items = array
        case .set, .dictionary, .range, .string: items = try interpreter.elements(of: receiver, pos: pos)
        case .boundsRange(let range) where range.isSizedIntegers:
            items = try interpreter.elements(of: receiver, pos: pos)
        case .optional(let wrapped) where wrapped.map { interpreter.typeInfo(of: $0) == nil } ?? true:
            // Not a method of Optional, and swiftc accepted the call: an implicitly unwrapped
            // optional (`host.uppercased()` with `var host: String!`), which Swift unwraps.
            guard let wrapped else {
                throw ScriptError.runtime(
                    "Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value", at: pos)
            }
            return try nonMutatingMethod(wrapped, name, args, labels: labels, pos: pos)
        default:
            throw ScriptError.cannotRun(member: name, of: interpreter.descriptions.typeName(of: receiver), at: pos)
        }
        let result = try interpreter.sequences.sequenceMethod(receiver, items, name, args, labels: labels, pos: pos)
        // A Range's indices are its elements: `(5..<9).firstIndex(of: 6)` is 6, not a position.
        if name == "firstIndex" || name == "lastIndex", receiver.isHalfOpenIntegerRange,
            case .optional(.int(let position)?) = result
        {
            return .optional(items[position])
        }
        return result
    }
}
