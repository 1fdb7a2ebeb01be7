// How values print: `print`, string interpolation and `String(describing:)` give what the
// Swift runtime gives (`Optional(3)`, `["a", "b"]`, `P(x: 1)`, `main.C`).

extension Interpreter {
    func describeForPrint(_ v: Value, pos: SourcePos) throws -> String {
        describe(v, debug: false)
    }

    func describe(_ v: Value, debug: Bool = false) -> String {
        switch v {
        case .void: return "()"
        case .int(let i): return String(i)
        case .double(let d): return String(describing: d)
        case .fixedInteger(let n): return String(n.value)
        case .float(let f): return String(describing: f)
        case .bool(let b): return b ? "true" : "false"
        case .string(let s), .substring(let s, _): return debug ? debugQuoted(s) : s
        case .character(let c): return debug ? debugQuoted(String(c)) : String(c)
        case .array(let items), .slice(let items, _):
            return "[" + items.map { describe($0, debug: true) }.joined(separator: ", ") + "]"
        case .set(let s): return "[" + s.elements.map { describe($0, debug: true) }.joined(separator: ", ") + "]"
        case .dictionary(let d):
            if d.count == 0 { return "[:]" }
            return "["
                + zip(d.keys, d.values).map { "\(describe($0, debug: true)): \(describe($1, debug: true))" }.joined(
                    separator: ", ") + "]"
        case .range(let a, let b, let closed): return "\(a)\(closed ? "..." : "..<")\(b)"
        case .stringIndex(let i): return "String.Index(offset: \(i))"
        case .optional(let o):
            guard let o else { return "nil" }
            return "Optional(\(describe(o, debug: true)))"
        case .tuple(let items, let labels):
            if labels.first == "..<" || labels.first == "...", items.count == 2 {
                return describe(items[0], debug: debug) + labels[0]! + describe(items[1], debug: debug)
            }
            return "("
                + zip(items, labels).map { item, label in (label.map { "\($0): " } ?? "") + describe(item, debug: true)
                }.joined(separator: ", ") + ")"
        case .structValue(let s):
            if let custom = customDescription(v, s.type, debug: debug) { return custom }
            let prefix = debug ? "\(moduleName).\(qualifiedName(s.type))" : s.type.name
            return prefix + "("
                + s.type.storedProperties.map { p in
                    "\(p.name): \(describe(s.fields[p.name] ?? .void, debug: true))"
                }.joined(separator: ", ") + ")"
        case .enumValue(let e):
            if let custom = customDescription(v, e.type, debug: debug) { return custom }
            let prefix = debug ? "\(moduleName).\(qualifiedName(e.type))." : ""
            if e.payload.isEmpty { return prefix + e.caseName }
            if e.payload.count == 1, e.labels.first ?? nil == nil {
                return prefix + e.caseName + "(" + describe(e.payload[0], debug: true) + ")"
            }
            return prefix + e.caseName + "("
                + zip(e.payload, e.labels).map { item, label in
                    (label.map { "\($0): " } ?? "") + describe(item, debug: true)
                }.joined(separator: ", ") + ")"
        case .object(let o):
            if let custom = customDescription(v, o.type, debug: debug) { return custom }
            return "\(moduleName).\(qualifiedName(o.type))"
        case .function: return "(Function)"
        case .type(let t): return displayName(of: t)
        case .keyPath(let k): return k.description
        case .native(let n): return n.typeName
        }
    }

    func qualifiedName(_ t: TypeInfo) -> String {
        // Nested types print with their outer names.
        var names = [t.name]
        var current = t
        outer: while true {
            for candidate in allTypes() where candidate.nestedTypes.values.contains(where: { $0 === current }) {
                names.insert(candidate.name, at: 0)
                current = candidate
                continue outer
            }
            break
        }
        return names.joined(separator: ".")
    }

    func allTypes() -> [TypeInfo] {
        var result: [TypeInfo] = []
        func visit(_ t: TypeInfo) {
            result.append(t)
            t.nestedTypes.values.forEach(visit)
        }
        globals.types.values.forEach(visit)
        return result
    }

    func displayName(of t: TypeValue) -> String {
        switch t {
        case .user(let info): return qualifiedName(info)
        case .builtin(let n): return n
        case .array(let e): return "Array<\(e)>"
        case .dictionary(let k, let v): return "Dictionary<\(k), \(v)>"
        case .optional(let w): return "Optional<\(w)>"
        }
    }

    private func customDescription(_ v: Value, _ type: TypeInfo, debug: Bool) -> String? {
        if debug, type.conforms(to: "CustomDebugStringConvertible"), let c = type.findComputed("debugDescription"),
            case .string(let s)? = try? runGetter(c, self: v, type: type, pos: .unknown)
        {
            return s
        }
        if type.conforms(to: "CustomStringConvertible")
            || type.conforms(to: "Error") && type.findComputed("description") != nil,
            let c = type.findComputed("description"),
            case .string(let s)? = try? runGetter(c, self: v, type: type, pos: .unknown)
        {
            return s
        }
        return nil
    }

    func debugQuoted(_ s: String) -> String {
        var out = "\""
        for c in s.unicodeScalars {
            switch c {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            case "\0": out += "\\0"
            default: out.unicodeScalars.append(c)
            }
        }
        return out + "\""
    }

    /// The type's name as Swift spells it in messages and `type(of:)`.
    func typeName(of v: Value) -> String {
        switch v {
        case .void: return "()"
        case .int: return "Int"
        case .double: return "Double"
        case .fixedInteger(let n): return n.kind.name
        case .float: return "Float"
        case .bool: return "Bool"
        case .string: return "String"
        case .substring: return "Substring"
        case .character: return "Character"
        case .array(let items): return "Array<\(items.first.map { typeName(of: $0) } ?? "Any")>"
        case .slice(let items, _): return "ArraySlice<\(items.first.map { typeName(of: $0) } ?? "Any")>"
        case .set(let s): return "Set<\(s.elements.first.map { typeName(of: $0) } ?? "Any")>"
        case .dictionary(let d):
            return
                "Dictionary<\(d.keys.first.map { typeName(of: $0) } ?? "String"), \(d.values.first.map { typeName(of: $0) } ?? "Any")>"
        case .range(_, _, let closed): return closed ? "ClosedRange<Int>" : "Range<Int>"
        case .stringIndex: return "String.Index"
        case .optional(let o): return "Optional<\(o.map { typeName(of: $0) } ?? "Any")>"
        case .tuple(let items, _): return "(" + items.map { typeName(of: $0) }.joined(separator: ", ") + ")"
        case .structValue(let s): return qualifiedName(s.type)
        case .enumValue(let e): return qualifiedName(e.type)
        case .object(let o): return qualifiedName(o.type)
        case .function: return "() -> ()"
        case .type(let t): return displayName(of: t) + ".Type"
        case .keyPath(let k): return "KeyPath<\(k.rootType ?? "_"), _>"
        case .native(let n): return n.typeName
        }
    }

    /// The type as a declaration would spell it: `[Int]`, `[String: Int]`, `Int?`.
    func sugaredTypeName(of v: Value) -> String {
        switch v {
        case .array(let items): return "[\(items.first.map { sugaredTypeName(of: $0) } ?? "Any")]"
        case .dictionary(let d):
            return
                "[\(d.keys.first.map { sugaredTypeName(of: $0) } ?? "String"): \(d.values.first.map { sugaredTypeName(of: $0) } ?? "Any")]"
        case .set(let s): return "Set<\(s.elements.first.map { sugaredTypeName(of: $0) } ?? "Any")>"
        case .optional(let o?): return sugaredTypeName(of: o) + "?"
        default: return typeName(of: v)
        }
    }

    func builtinTypeName(of v: Value) -> String {
        switch v {
        case .int: return "Int"
        case .double: return "Double"
        case .bool: return "Bool"
        case .string: return "String"
        case .character: return "Character"
        case .array: return "Array"
        case .set: return "Set"
        case .dictionary: return "Dictionary"
        case .optional: return "Optional"
        default: return ""
        }
    }
}
