// The everyday properties and methods of Int, Double, Bool, String, Character, Array,
// Dictionary, Set, Range and Optional.

import Foundation

extension Interpreter {
    // MARK: Properties

    func builtinProperty(_ v: Value, _ name: String, pos: SourcePos) throws -> Value {
        if case .slice(let items, let start) = v { return try sliceProperty(items, start, name, pos: pos) }
        if case .substring(let text, let start) = v { return try substringProperty(text, start, name, pos: pos) }
        if case .string(let s) = v, let index = stringIndexProperty(s, name) { return index }
        if let property = jsonProperty(v, name) { return property }
        if case .native(let box) = v, let group = box.object as? TaskGroupBox, name == "isEmpty" {
            return .bool(group.pending.isEmpty)
        }
        if let range = try boundsRangeProperty(v, name, pos: pos) { return range }
        if name == "uuidString", case .string(let s) = v, UUID(uuidString: s)?.uuidString == s { return v }
        switch (v, name) {
        case (_, "description"): return .string(describe(v))
        case (_, "debugDescription"): return .string(describe(v, debug: true))
        case (.string(let s), "count"): return .int(s.count)
        case (.string(let s), "isEmpty"): return .bool(s.isEmpty)
        case (.string(let s), "first"): return .optional(s.first.map { .character($0) })
        case (.string(let s), "last"): return .optional(s.last.map { .character($0) })
        case (.string(let s), "capitalized") where foundationImported: return .string(s.capitalized)
        case (.string(let s), "utf8"): return .array(s.utf8.map { .int(Int($0)) })
        case (.string(let s), "characters"): return .array(s.map { .character($0) })
        case (.character(let c), "isLetter"): return .bool(c.isLetter)
        case (.character(let c), "isNumber"): return .bool(c.isNumber)
        case (.character(let c), "isUppercase"): return .bool(c.isUppercase)
        case (.character(let c), "isLowercase"): return .bool(c.isLowercase)
        case (.character(let c), "isWhitespace"): return .bool(c.isWhitespace)
        case (.character(let c), "isPunctuation"): return .bool(c.isPunctuation)
        case (.character(let c), "wholeNumberValue"): return .optional(c.wholeNumberValue.map { .int($0) })
        case (.character(let c), "asciiValue"):
            return .optional(c.asciiValue.map { .fixedInteger(FixedWidthNumber(kind: .uint8, value: Int128($0))) })
        case (.array(let items), "count"): return .int(items.count)
        case (.array(let items), "isEmpty"): return .bool(items.isEmpty)
        case (.array(let items), "first"): return .optional(items.first)
        case (.array(let items), "last"): return .optional(items.last)
        case (.array(let items), "indices"): return .range(0, items.count, closed: false)
        case (.array, "startIndex"): return .int(0)
        case (.array(let items), "endIndex"): return .int(items.count)
        case (.set(let s), "count"): return .int(s.count)
        case (.set(let s), "isEmpty"): return .bool(s.count == 0)
        case (.set(let s), "first"): return .optional(s.elements.first)
        case (.dictionary(let d), "count"): return .int(d.count)
        case (.dictionary(let d), "isEmpty"): return .bool(d.count == 0)
        case (.dictionary(let d), "keys"): return .array(d.keys)
        case (.dictionary(let d), "values"): return .array(d.values)
        case (.dictionary(let d), "first"):
            return .optional(d.keys.first.map { .tuple([$0, d[$0]!], ["key", "value"]) })
        case (.range(let a, let b, let closed), "count"):
            let (d, o1) = b.subtractingReportingOverflow(a)
            let (n, o2) = closed ? d.addingReportingOverflow(1) : (d, false)
            if o1 || o2 {
                throw ScriptError.runtime(
                    "Fatal error: Range requires lowerBound <= upperBound and a count that fits in Int", at: pos)
            }
            return .int(max(0, n))
        case (.range(let a, let b, let closed), "isEmpty"): return .bool(closed ? false : a == b)
        case (.range(let a, _, _), "lowerBound"): return .int(a)
        case (.range(_, let b, _), "upperBound"): return .int(b)
        case (.range(let a, let b, let closed), "first"): return .optional((closed ? a <= b : a < b) ? .int(a) : nil)
        case (.range(let a, let b, let closed), "last"):
            return .optional((closed ? a <= b : a < b) ? .int(closed ? b : b - 1) : nil)
        case (.int(let i), "magnitude"): return .int(i.magnitude > UInt(Int.max) ? Int.max : Int(i.magnitude))
        case (.int(let i), "signum"): return .int(i.signum())
        case (.double(let d), "isNaN"): return .bool(d.isNaN)
        case (.double(let d), "isInfinite"): return .bool(d.isInfinite)
        case (.double(let d), "isFinite"): return .bool(d.isFinite)
        case (.double(let d), "isZero"): return .bool(d.isZero)
        case (.double(let d), "magnitude"): return .double(d.magnitude)
        case (.tuple(let items, let labels), _):
            if let i = Int(name), i < items.count { return items[i] }
            if let i = labels.firstIndex(of: name) { return items[i] }
        case (.optional, _):
            throw ScriptError.compile(
                "value of optional type '\(typeName(of: v))' must be unwrapped to refer to member '\(name)' of wrapped base type '\(typeName(of: unwrapOptional(v)))'",
                at: pos)
        case (.native(let n), _):
            if let v = try nativeProperty(n, name, pos: pos) { return v }
        case (.keyPath(let kp), _):
            if name == "description" { return .string(kp.description) }
        default: break
        }
        // A method used as a value (`items.map(String.init)` aside): bind it.
        if builtinMethodNames.contains(name) {
            let receiver = v
            return .function(
                Function(
                    .builtin { [unowned self] args, labels in
                        var r = receiver
                        return try self.callBuiltinMethod(&r, name, args, labels: labels, pos: pos)
                    }, name: name))
        }
        throw ScriptError.compile("value of type '\(typeName(of: v))' has no member '\(name)'", at: pos)
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

    func closureArg(_ args: [Value], _ i: Int = 0, pos: SourcePos) throws -> Value {
        guard i < args.count else { throw ScriptError.compile("missing argument in call", at: pos) }
        return args[i]
    }

    func call1(_ f: Value, _ x: Value, pos: SourcePos) throws -> Value {
        try callValue(f, [x], labels: [nil], pos: pos)
    }
    func call2(_ f: Value, _ x: Value, _ y: Value, pos: SourcePos) throws -> Value {
        try callValue(f, [x, y], labels: [nil, nil], pos: pos)
    }

    func bool(_ v: Value, pos: SourcePos) throws -> Bool { try truthy(v, pos) }

    func compareLess(_ a: Value, _ b: Value, pos: SourcePos) throws -> Bool {
        if let t = typeInfo(of: a), let f = t.findStaticMethod("<")?.first {
            return try bool(
                try callFunctionDecl(f, type: t, self: .type(.user(t)), args: [a, b], labels: [nil, nil], pos: pos),
                pos: pos)
        }
        guard let r = valuesLess(a, b) else {
            throw ScriptError.compile(
                "referencing instance method 'sorted()' requires that '\(typeName(of: a))' conform to 'Comparable'",
                at: pos)
        }
        return r
    }

    func callBuiltinMethod(
        _ receiver: inout Value, _ name: String, _ args: [Value], labels: [String?], pos: SourcePos
    ) throws -> Value {
        let args = args.map(\.droppingSubstring)  // a substring argument is read as its text
        if case .slice = receiver { return try sliceMethod(&receiver, name, args, labels: labels, pos: pos) }
        if case .substring = receiver { return try substringMethod(&receiver, name, args, labels: labels, pos: pos) }
        if let result = try jsonMethod(receiver, name, args, labels: labels, pos: pos) { return result }
        if case .string(let s) = receiver, let result = try stringIndexMethod(s, name, args, labels: labels, pos: pos) {
            return result
        }
        if let result = try stringIndexMutation(&receiver, name, args, labels: labels, pos: pos) { return result }
        let label0 = labels.first ?? nil
        // Mutating methods first: they need the receiver in place. `append` comes before the
        // switch: the `(receiver, name)` tuple holds a second reference to the array while a case
        // runs, so changing it there copies every element (a loop of appends was quadratic).
        if name == "append", case .array(var items) = receiver {
            receiver = .void
            defer { receiver = .array(items) }
            if label0 == "contentsOf" {
                let more = try elements(of: try closureArg(args, pos: pos), pos: pos)
                try ensureArrayFits(items.count + more.count, at: pos)
                items.append(contentsOf: more)
            } else {
                items.append(try closureArg(args, pos: pos))
            }
            return .void
        }
        switch (receiver, name) {
        case (.array(var items), "insert"):
            guard args.count == 2, case .int(let i) = args[1] else {
                throw ScriptError.compile("missing argument for parameter 'at' in call", at: pos)
            }
            guard i >= 0 && i <= items.count else {
                throw ScriptError.runtime("Fatal error: Array index is out of range", at: pos)
            }
            let inserted = label0 == "contentsOf" ? try elements(of: args[0], pos: pos) : [args[0]]
            receiver = .void
            items.insert(contentsOf: inserted, at: i)
            receiver = .array(items)
            return .void
        case (.array(var items), "remove"):
            guard label0 == "at", case .int(let i)? = args.first else { break }
            guard i >= 0 && i < items.count else {
                throw ScriptError.runtime("Fatal error: Index out of range", at: pos)
            }
            receiver = .void
            let removed = items.remove(at: i)
            receiver = .array(items)
            return removed
        case (.array(var items), "removeAll"):
            receiver = .void
            defer { receiver = .array(items) }
            if let f = args.first {
                var kept: [Value] = []
                for x in items where !(try bool(try call1(f, x, pos: pos), pos: pos)) { kept.append(x) }
                items = kept
            } else {
                items.removeAll()
            }
            return .void
        case (.array(var items), "removeFirst"), (.array(var items), "removeLast"):
            if case .int(let n)? = args.first {
                guard n <= items.count else {
                    throw ScriptError.runtime(
                        "Fatal error: Can't remove more items from a collection than it contains", at: pos)
                }
                receiver = .void
                if name == "removeFirst" { items.removeFirst(n) } else { items.removeLast(n) }
                receiver = .array(items)
                return .void
            }
            guard !items.isEmpty else {
                throw ScriptError.runtime(
                    "Fatal error: Can't remove \(name == "removeFirst" ? "first" : "last") element from an empty collection",
                    at: pos)
            }
            receiver = .void
            let r = name == "removeFirst" ? items.removeFirst() : items.removeLast()
            receiver = .array(items)
            return r
        case (.array(var items), "popLast"):
            receiver = .void
            let r = items.popLast()
            receiver = .array(items)
            return .optional(r)
        case (.array(var items), "sort"):
            receiver = .void
            defer { receiver = .array(items) }
            if let f = args.first {
                try items.sort { try bool(try call2(f, $0, $1, pos: pos), pos: pos) }
            } else {
                try items.sort { try compareLess($0, $1, pos: pos) }
            }
            return .void
        case (.array(var items), "reverse"):
            receiver = .void
            items.reverse()
            receiver = .array(items)
            return .void
        case (.array(var items), "swapAt"):
            guard args.count == 2, case .int(let i) = args[0], case .int(let j) = args[1], i >= 0, j >= 0,
                i < items.count, j < items.count
            else {
                throw ScriptError.runtime("Fatal error: Index out of range", at: pos)
            }
            receiver = .void
            items.swapAt(i, j)
            receiver = .array(items)
            return .void
        case (.array(var items), "shuffle"):
            receiver = .void
            items.shuffle()
            receiver = .array(items)
            return .void
        case (.bool(let b), "toggle"):
            receiver = .bool(!b)
            return .void
        case (.int(let i), "negate"):
            receiver = .int(-i)
            return .void
        case (.string(var s), "append"):
            receiver = .void
            switch args.first {
            case .string(let t)?:
                let total = s.utf8.count + t.utf8.count
                if total > MemoryBudget.stringBytes {
                    receiver = .string(s)  // the receiver is kept as it was
                    try ensureStringFits(total, at: pos)
                }
                s += t
            case .character(let c)?: s.append(c)
            default: break
            }
            receiver = .string(s)
            return .void
        case (.string(var s), "removeAll"):
            receiver = .void
            s.removeAll()
            receiver = .string(s)
            return .void
        case (.string(var s), "removeLast"), (.string(var s), "removeFirst"):
            guard !s.isEmpty else {
                throw ScriptError.runtime("Fatal error: Can't remove last element from an empty collection", at: pos)
            }
            receiver = .void
            let c = name == "removeLast" ? s.removeLast() : s.removeFirst()
            receiver = .string(s)
            return .character(c)
        case (.dictionary(var d), "removeValue"):
            receiver = .void
            let r = d.removeValue(forKey: try closureArg(args, pos: pos))
            receiver = .dictionary(d)
            return .optional(r)
        case (.dictionary(var d), "updateValue"):
            guard args.count == 2 else { break }
            receiver = .void
            let old = d[args[1]]
            d[args[1]] = args[0]
            receiver = .dictionary(d)
            return .optional(old)
        case (.dictionary(var d), "removeAll"):
            receiver = .void
            d.removeAll()
            receiver = .dictionary(d)
            return .void
        case (.dictionary(var d), "merge"):
            guard args.count == 2, case .dictionary(let other) = args[0] else { break }
            receiver = .void
            defer { receiver = .dictionary(d) }
            for (k, v) in zip(other.keys, other.values) {
                if let existing = d[k] { d[k] = try call2(args[1], existing, v, pos: pos) } else { d[k] = v }
            }
            return .void
        case (.set(var s), "insert"):
            receiver = .void
            let v = try closureArg(args, pos: pos)
            let inserted = s.insert(v)
            receiver = .set(s)
            return .tuple([.bool(inserted), v], ["inserted", "memberAfterInsert"])
        case (.set(var s), "remove"):
            receiver = .void
            let r = s.remove(try closureArg(args, pos: pos))
            receiver = .set(s)
            return .optional(r)
        case (.set(var s), "removeAll"):
            receiver = .void
            s.removeAll()
            receiver = .set(s)
            return .void
        case (.set(var s), "formUnion"):
            receiver = .void
            for x in try elements(of: try closureArg(args, pos: pos), pos: pos) { s.insert(x) }
            receiver = .set(s)
            return .void
        case (.set(var s), "formIntersection"):
            let other = try elements(of: try closureArg(args, pos: pos), pos: pos)
            receiver = .void
            var out = OrderedSet()
            for x in s.elements where other.contains(where: { valuesEqual($0, x) }) { out.insert(x) }
            s = out
            receiver = .set(s)
            return .void
        case (.set(var s), "formSymmetricDifference"):
            let other = try elements(of: try closureArg(args, pos: pos), pos: pos)
            receiver = .void
            for x in other { if s.contains(x) { s.remove(x) } else { s.insert(x) } }
            receiver = .set(s)
            return .void
        case (.set(var s), "subtract"):
            receiver = .void
            for x in try elements(of: try closureArg(args, pos: pos), pos: pos) { s.remove(x) }
            receiver = .set(s)
            return .void
        default: break
        }
        return try nonMutatingMethod(receiver, name, args, labels: labels, pos: pos)
    }

    private func nonMutatingMethod(
        _ v: Value, _ name: String, _ args: [Value], labels: [String?], pos: SourcePos
    ) throws -> Value {
        let label0 = labels.first ?? nil
        if !foundationImported, Interpreter.foundationMethods.contains(name) {
            throw ScriptError.compile(
                "value of type '\(typeName(of: v))' has no member '\(name)'; it comes from Foundation: add 'import Foundation'",
                at: pos)
        }
        // Type-specific methods.
        switch (v, name) {
        case (.string(let s), "uppercased"): return .string(s.uppercased())
        case (.string(let s), "lowercased"): return .string(s.lowercased())
        case (.string(let s), "replacing"):
            // The standard library's (Swift 5.7) replacing(_:with:), no Foundation needed.
            if args.count == 2, case .string(let a) = args[0], case .string(let b) = args[1], !a.isEmpty {
                return .string(s.replacing(a, with: b))
            }
        case (.string(let s), "hasPrefix"): if case .string(let p)? = args.first { return .bool(s.hasPrefix(p)) }
        case (.string(let s), "hasSuffix"): if case .string(let p)? = args.first { return .bool(s.hasSuffix(p)) }
        case (.string(let s), "contains"):
            switch args.first {
            case .string(let p)?: return .bool(p.isEmpty ? true : s.contains(p))
            case .character(let c)?: return .bool(s.contains(c))
            default: break
            }
        case (.string(let s), "split"): return try splitString(s, args, labels: labels, pos: pos)
        case (.string(let s), "components"):
            if case .string(let sep)? = args.first { return .array(s.components(separatedBy: sep).map { .string($0) }) }
        case (.string(let s), "replacingOccurrences"):
            if args.count == 2, case .string(let a) = args[0], case .string(let b) = args[1] {
                return .string(s.replacingOccurrences(of: a, with: b))
            }
        case (.string(let s), "trimmingCharacters"):
            if case .native(let box)? = args.first, let set = box.object as? CharacterSetName {
                return .string(s.trimmingCharacters(in: set.characterSet))
            }
            return .string(s.trimmingCharacters(in: .whitespacesAndNewlines))
        case (.string(let s), "padding"):
            if args.count >= 2, case .int(let n) = args[0], case .string(let p) = args[1] {
                return .string(s.padding(toLength: n, withPad: p, startingAt: 0))
            }
        case (.character(let c), "uppercased"): return .string(c.uppercased())
        case (.character(let c), "lowercased"): return .string(c.lowercased())
        case (.int(let i), "isMultiple"):
            if case .int(let d)? = args.first { return .bool(d == 0 ? i == 0 : i % d == 0) }
        case (.int(let i), "signum"): return .int(i.signum())
        case (.int(let i), "quotientAndRemainder"):
            guard case .int(let d)? = args.first else { break }
            guard d != 0 else { throw ScriptError.runtime("Fatal error: Division by zero", at: pos) }
            guard !(i == Int.min && d == -1) else {
                throw ScriptError.runtime("Fatal error: Division results in an overflow", at: pos)
            }
            let (q, r) = i.quotientAndRemainder(dividingBy: d)
            return .tuple([.int(q), .int(r)], ["quotient", "remainder"])
        case (.int(let i), "advanced"):
            if case .int(let d)? = args.first { return .int(i + d) }
        case (.int(let i), "distance"):
            if case .int(let d)? = args.first { return .int(d - i) }
        case (.double(let d), "rounded"): return .double(d.rounded(try roundingRule(args.first, pos: pos)))
        case (.double(let d), "squareRoot"): return .double(d.squareRoot())
        case (.double(let d), "truncatingRemainder"):
            if let x = args.first.flatMap(asDouble) { return .double(d.truncatingRemainder(dividingBy: x)) }
        case (.double(let d), "formatted"):
            return .string(String(format: "%g", d))
        case (.optional(let o), "map"):
            guard let o else { return .optional(nil) }
            return .optional(try call1(try closureArg(args, pos: pos), o, pos: pos))
        case (.optional(let o), "flatMap"):
            guard let o else { return .optional(nil) }
            let r = try call1(try closureArg(args, pos: pos), o, pos: pos)
            if case .optional = r { return r }
            return .optional(r)
        case (.dictionary(let d), "mapValues"):
            var out = OrderedDictionary()
            for (k, x) in zip(d.keys, d.values) { out[k] = try call1(try closureArg(args, pos: pos), x, pos: pos) }
            return .dictionary(out)
        case (.dictionary(let d), "compactMapValues"):
            var out = OrderedDictionary()
            for (k, x) in zip(d.keys, d.values) {
                if case .optional(let r) = try call1(try closureArg(args, pos: pos), x, pos: pos) {
                    if let r { out[k] = r }
                }
            }
            return .dictionary(out)
        case (.dictionary(let d), "filter"):
            var out = OrderedDictionary()
            for (k, x) in zip(d.keys, d.values)
            where try bool(
                try call1(try closureArg(args, pos: pos), .tuple([k, x], ["key", "value"]), pos: pos), pos: pos)
            {
                out[k] = x
            }
            return .dictionary(out)
        case (.set(let s), "contains") where label0 == nil && args.count == 1 && !isCallable(args[0]):
            return .bool(s.contains(args[0]))
        case (.set(let s), "union"):
            var out = s
            for x in try elements(of: try closureArg(args, pos: pos), pos: pos) { out.insert(x) }
            return .set(out)
        case (.set(let s), "intersection"):
            let other = try elements(of: try closureArg(args, pos: pos), pos: pos)
            var out = OrderedSet()
            for x in s.elements where other.contains(where: { valuesEqual($0, x) }) { out.insert(x) }
            return .set(out)
        case (.set(let s), "subtracting"):
            let other = try elements(of: try closureArg(args, pos: pos), pos: pos)
            var out = OrderedSet()
            for x in s.elements where !other.contains(where: { valuesEqual($0, x) }) { out.insert(x) }
            return .set(out)
        case (.set(let s), "isSubset"):
            let other = try elements(of: try closureArg(args, pos: pos), pos: pos)
            return .bool(s.elements.allSatisfy { x in other.contains { valuesEqual($0, x) } })
        case (.set(let s), "symmetricDifference"):
            let other = try elements(of: try closureArg(args, pos: pos), pos: pos)
            var out = OrderedSet()
            for x in s.elements where !other.contains(where: { valuesEqual($0, x) }) { out.insert(x) }
            for x in other where !s.contains(x) { out.insert(x) }
            return .set(out)
        case (.set(let s), "isStrictSubset"):
            let other = try elements(of: try closureArg(args, pos: pos), pos: pos)
            var o = OrderedSet()
            other.forEach { o.insert($0) }
            return .bool(s.elements.allSatisfy { o.contains($0) } && o.count > s.count)
        case (.set(let s), "isStrictSuperset"):
            let other = try elements(of: try closureArg(args, pos: pos), pos: pos)
            var o = OrderedSet()
            other.forEach { o.insert($0) }
            return .bool(o.elements.allSatisfy { s.contains($0) } && s.count > o.count)
        case (.set(let s), "filter"):
            var out = OrderedSet()
            for x in s.elements where try bool(try call1(try closureArg(args, pos: pos), x, pos: pos), pos: pos) {
                out.insert(x)
            }
            return .set(out)
        case (.dictionary(let d), "merging"):
            guard args.count == 2, case .dictionary(let other) = args[0] else { break }
            var out = d
            for (k, v) in zip(other.keys, other.values) {
                if let existing = out[k] { out[k] = try call2(args[1], existing, v, pos: pos) } else { out[k] = v }
            }
            return .dictionary(out)
        case (.set(let s), "isDisjoint"):
            let other = try elements(of: try closureArg(args, pos: pos), pos: pos)
            return .bool(!other.contains { s.contains($0) })
        case (.set(let s), "isSuperset"):
            let other = try elements(of: try closureArg(args, pos: pos), pos: pos)
            return .bool(other.allSatisfy { s.contains($0) })
        case (.native(let n), _):
            return try nativeMethod(n, name, args, labels: labels, pos: pos)
        case (.range(let a, let b, let closed), "contains") where !(args.first.map(isCallable) ?? false):
            guard case .int(let x)? = args.first else { return .bool(false) }
            return .bool(x >= a && (closed ? x <= b : x < b))
        default: break
        }
        // Sequence methods, shared by every sequence.
        let items: [Value]
        switch v {
        case .array(let a): items = a
        case .set, .dictionary, .range, .string: items = try elements(of: v, pos: pos)
        default:
            throw ScriptError.compile("value of type '\(typeName(of: v))' has no member '\(name)'", at: pos)
        }
        return try sequenceMethod(v, items, name, args, labels: labels, pos: pos)
    }

    func isCallable(_ v: Value) -> Bool {
        switch v {
        case .function, .keyPath: return true
        default: return false
        }
    }

    private func sequenceMethod(
        _ v: Value, _ items: [Value], _ name: String, _ args: [Value], labels: [String?], pos: SourcePos
    ) throws -> Value {
        let label0 = labels.first ?? nil
        let isString: Bool
        if case .string = v { isString = true } else { isString = false }
        func result(_ xs: [Value]) -> Value {
            if isString,
                ["filter", "reversed", "prefix", "suffix", "dropFirst", "dropLast", "shuffled", "drop"].contains(name)
            {
                // String's own versions of these return strings (or a String-like sequence).
                let text = String(
                    xs.compactMap {
                        if case .character(let c) = $0 { return c }
                        return nil
                    })
                switch name {
                case "prefix", "dropLast": return .substring(text, startIndex: 0)
                case "suffix", "dropFirst", "drop": return .substring(text, startIndex: items.count - xs.count)
                default: return .string(text)
                }
            }
            if let slice = subsequence(of: v, items, xs, name) { return slice }
            return .array(xs)
        }
        switch name {
        case "map":
            let f = try closureArg(args, pos: pos)
            return .array(try items.map { try call1(f, $0, pos: pos) })
        case "compactMap":
            let f = try closureArg(args, pos: pos)
            return .array(
                try items.compactMap { x in
                    let r = try call1(f, x, pos: pos)
                    if case .optional(let o) = r { return o }
                    return r
                })
        case "flatMap":
            let f = try closureArg(args, pos: pos)
            return .array(try items.flatMap { try elements(of: try call1(f, $0, pos: pos), pos: pos) })
        case "filter":
            let f = try closureArg(args, pos: pos)
            return result(try items.filter { try bool(try call1(f, $0, pos: pos), pos: pos) })
        case "forEach":
            let f = try closureArg(args, pos: pos)
            for x in items { _ = try call1(f, x, pos: pos) }
            return .void
        case "reduce":
            guard args.count == 2 else {
                throw ScriptError.compile("missing argument for parameter #2 in call", at: pos)
            }
            if label0 == "into" {
                let box = Box(args[0], isLet: false)
                guard case .function(let fn) = args[1], case .closure(let closure, let captured) = fn.kind else {
                    throw ScriptError.compile("reduce(into:) needs a closure", at: pos)
                }
                for x in items {
                    let scope = Environment(parent: captured)
                    let names = closure.anonymousParamCount > 0 ? ["$0", "$1"] : closure.params.map(\.name)
                    guard names.count == 2 else {
                        throw ScriptError.compile("contextual closure type expects 2 arguments", at: closure.pos)
                    }
                    scope.define(names[0], box)
                    scope.define(names[1], value: x)
                    _ = try runBody(closure.body, in: scope, pos: closure.pos)
                }
                return box.value
            }
            var acc = args[0]
            for x in items { acc = try call2(args[1], acc, x, pos: pos) }
            return acc
        case "contains":
            if let f = args.first, label0 == "where" || isCallable(f) {
                for x in items where try bool(try call1(f, x, pos: pos), pos: pos) { return .bool(true) }
                return .bool(false)
            }
            let target = try closureArg(args, pos: pos)
            return .bool(items.contains { valuesEqual($0, target) })
        case "allSatisfy":
            let f = try closureArg(args, pos: pos)
            for x in items where !(try bool(try call1(f, x, pos: pos), pos: pos)) { return .bool(false) }
            return .bool(true)
        case "first", "last":
            let f = try closureArg(args, pos: pos)
            let seq = name == "first" ? items : items.reversed()
            for x in seq where try bool(try call1(f, x, pos: pos), pos: pos) { return .optional(x) }
            return .optional(nil)
        case "firstIndex", "lastIndex":
            let indices = name == "firstIndex" ? Array(items.indices) : items.indices.reversed()
            for i in indices {
                let match: Bool
                // `where:`, or a trailing closure (`firstIndex { … }`).
                if label0 == "where" || label0 == nil && args.count == 1 && isCallable(args[0]) {
                    match = try bool(try call1(args[0], items[i], pos: pos), pos: pos)
                } else {
                    match = valuesEqual(items[i], try closureArg(args, pos: pos))
                }
                if match { return .optional(.int(i)) }
            }
            return .optional(nil)
        case "count":
            if label0 == "where" {
                return .int(try items.filter { try bool(try call1(args[0], $0, pos: pos), pos: pos) }.count)
            }
        case "sorted":
            if let f = args.first {
                return .array(try items.sorted { try bool(try call2(f, $0, $1, pos: pos), pos: pos) })
            }
            return .array(try items.sorted { try compareLess($0, $1, pos: pos) })
        case "reversed": return result(items.reversed())
        // A sequence's iterator: the elements themselves (a `for … in` takes them in order).
        case "makeIterator": return .array(items)
        case "shuffled": return result(items.shuffled())
        case "enumerated":
            return .array(items.enumerated().map { .tuple([.int($0.offset), $0.element], ["offset", "element"]) })
        case "starts":
            let prefix = try elements(of: try closureArg(args, pos: pos), pos: pos)
            return .bool(prefix.count <= items.count && zip(items, prefix).allSatisfy { valuesEqual($0, $1) })
        case "joined":
            if let first = items.first, case .array = first {
                // [[T]].joined(), .joined(separator: [x]): the elements, flattened, the separator between.
                var separator: [Value] = []
                if let given = args.first { separator = try elements(of: given, pos: pos) }
                var flattened: [Value] = []
                for (index, item) in items.enumerated() {
                    if index > 0 { flattened += separator }
                    flattened += try elements(of: item, pos: pos)
                }
                return .array(flattened)
            }
            var sep = ""
            if case .string(let s)? = args.first { sep = s }
            return .string(items.map { describe($0) }.joined(separator: sep))
        case "min", "max":
            guard !items.isEmpty else { return .optional(nil) }
            var best = items[0]
            for x in items.dropFirst() {
                let better: Bool
                if let f = args.first {
                    better =
                        name == "min"
                        ? try bool(try call2(f, x, best, pos: pos), pos: pos)
                        : try bool(try call2(f, best, x, pos: pos), pos: pos)
                } else {
                    better = name == "min" ? try compareLess(x, best, pos: pos) : try compareLess(best, x, pos: pos)
                }
                if better { best = x }
            }
            return .optional(best)
        case "drop":
            if label0 == "while" {
                return result(try Array(items.drop { try bool(try call1(args[0], $0, pos: pos), pos: pos) }))
            }
        case "prefix":
            if case .int(let n)? = args.first { return result(Array(items.prefix(max(0, n)))) }
            if label0 == "while" {
                return result(try Array(items.prefix { try bool(try call1(args[0], $0, pos: pos), pos: pos) }))
            }
        case "suffix":
            if case .int(let n)? = args.first { return result(Array(items.suffix(max(0, n)))) }
        case "dropFirst":
            let n: Int
            if case .int(let k)? = args.first { n = k } else { n = 1 }
            return result(Array(items.dropFirst(max(0, n))))
        case "dropLast":
            let n: Int
            if case .int(let k)? = args.first { n = k } else { n = 1 }
            return result(Array(items.dropLast(max(0, n))))
        case "elementsEqual":
            let other = try elements(of: try closureArg(args, pos: pos), pos: pos)
            return .bool(items.count == other.count && zip(items, other).allSatisfy { valuesEqual($0, $1) })
        case "randomElement":
            return .optional(items.randomElement())
        case "index", "firstIndexOf":
            break
        default: break
        }
        throw ScriptError.compile("value of type '\(typeName(of: v))' has no member '\(name)'", at: pos)
    }
}
