// The builtin library's instance members, keyed as `BuiltinSignatures` declares them: the type
// that declares a member (`Int`, `Character`, `UInt8` …) and its name. `builtinProperty` and
// `callBuiltinMethod` find a receiver's member here by the type its value has, in one look-up,
// instead of asking each part in turn. A member added here must be declared there (the test
// `BuiltinMemberTableTests` compares the two lists both ways), so the up-front checks and the
// interpreter cannot disagree on what exists.
//
// The types in `tabled` are all here; the other builtin types still answer through their parts'
// own dispatch (BuiltinMethods.swift), one step at a time (issue 34).

import ScriptFrontEnd

struct BuiltinMemberTable {
    /// What a call brings besides its receiver.
    struct Call {
        let arguments: [Value]
        let labels: [String?]
        let pos: SourcePos
    }

    /// One member: a property gives a value; a method may change its receiver in place (a
    /// mutating one) and gives nil when none of its forms takes these arguments.
    enum Body {
        case property((Value, Interpreter, SourcePos) throws -> Value)
        case method((inout Value, Call, Interpreter) throws -> Value?)
    }

    /// The types whose every declared instance member is in the table.
    static let tabled: Set<String> = Set(
        ["Int", "Double", "Float", "Bool", "Character"] + IntegerKind.allCases.map(\.name))

    private(set) var members: [String: [String: Body]] = [:]
    /// Names added that `BuiltinSignatures` does not declare (a defect the test reports).
    private(set) var undeclared: [String] = []

    /// The table every interpreter reads: its members take the interpreter they run in. Built once
    /// and never changed after (its closures capture nothing), so sessions on other threads share it.
    nonisolated(unsafe) static let shared: BuiltinMemberTable = {
        var table = BuiltinMemberTable()
        NumberMembers.add(to: &table)
        CharacterMembers.add(to: &table)
        BoolMembers.add(to: &table)
        SetMembers.add(to: &table)
        DictionaryMembers.add(to: &table)
        OptionalMembers.add(to: &table)
        RangeMembers.add(to: &table)
        return table
    }()

    mutating func add(_ typeName: String, _ name: String, _ body: Body) {
        if BuiltinSignatures.instanceMembers[typeName]?.contains(name) != true {
            undeclared.append("\(typeName).\(name)")
        }
        members[typeName, default: [:]][name] = body
    }

    /// The member `name` of the tabled type `value` has; nil for another type or name.
    @inline(__always)
    func body(of value: Value, _ name: String) -> Body? {
        guard let typeName = Self.tabledTypeName(of: value) else { return nil }
        return members[typeName]?[name]
    }

    /// The name of a tabled type's value, found without hashing (nil for every other value).
    @inline(__always)
    static func tabledTypeName(of value: Value) -> String? {
        switch value {
        case .int: "Int"
        case .double: "Double"
        case .float: "Float"
        case .bool: "Bool"
        case .character: "Character"
        case .fixedInteger(let number): number.kind.name
        case .set: "Set"
        case .dictionary: "Dictionary"
        case .optional: "Optional"
        case .range(let lower, let upper, let closed): boundedRangeName(.int(lower), .int(upper), closed)
        case .boundsRange(let range): boundedRangeName(range.lower, range.upper, range.closed)
        default: nil
        }
    }

    /// `Range` or `ClosedRange`; nil for a one-sided range, whose open end is the parser's
    /// `Int.min` (`...5`, `..<5`) or `Int.max` (`1...`).
    private static func boundedRangeName(_ lower: Value, _ upper: Value, _ closed: Bool) -> String? {
        if case .int(Int.min) = lower { return nil }
        if closed, case .int(Int.max) = upper { return nil }
        return closed ? "ClosedRange" : "Range"
    }
}
