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
        [
            "Int", "Double", "Float", "Bool", "Character", "Set", "Dictionary", "Optional", "Range", "ClosedRange",
            "Array", "Unicode.Scalar",
        ] + IntegerKind.allCases.map(\.name))

    /// A name's property and its methods: `first` is both (`items.first`, `items.first(where:)`).
    /// A class, so a look-up hands out one reference, not two closures to retain.
    final class Member {
        fileprivate(set) var property: ((Value, Interpreter, SourcePos) throws -> Value)?
        fileprivate(set) var method: ((inout Value, Call, Interpreter) throws -> Value?)?
    }

    /// By type name, then member name: what the test compares with `BuiltinSignatures`.
    private(set) var members: [String: [String: Member]] = [:]
    /// The same, by `typeSlot(of:)`: a look-up while running hashes the member's name only.
    private var membersBySlot: [[String: Member]] = []
    /// Names added that `BuiltinSignatures` does not declare (a defect the test reports).
    private(set) var undeclared: [String] = []

    /// The table every interpreter reads: its members take the interpreter they run in. Built once
    /// and never changed after (its closures capture nothing), so sessions on other threads share it.
    nonisolated(unsafe) static let shared: BuiltinMemberTable = {
        var table = BuiltinMemberTable()
        NumberMembers.add(to: &table)
        CharacterMembers.add(to: &table)
        UnicodeScalarMembers.add(to: &table)
        BoolMembers.add(to: &table)
        SetMembers.add(to: &table)
        DictionaryMembers.add(to: &table)
        OptionalMembers.add(to: &table)
        RangeMembers.add(to: &table)
        ArrayMembers.add(to: &table)
        table.membersBySlot = slotTypeNames.map { table.members[$0] ?? [:] }
        return table
    }()

    mutating func add(_ typeName: String, _ name: String, _ body: Body) {
        if BuiltinSignatures.instanceMembers[typeName]?.contains(name) != true {
            undeclared.append("\(typeName).\(name)")
        }
        let member = members[typeName]?[name] ?? Member()
        switch body {
        case .property(let read): member.property = read
        case .method(let run): member.method = run
        }
        members[typeName, default: [:]][name] = member
    }

    /// The member `name` of the tabled type `value` has; nil for another type or name.
    @inline(__always)
    func member(of value: Value, _ name: String) -> Member? {
        guard let slot = Self.typeSlot(of: value) else { return nil }
        return membersBySlot[slot][name]
    }

    /// The tabled types in slot order: the sized integers from `sizedSlots` on, in `IntegerKind` order.
    private static let slotTypeNames =
        [
            "Int", "Double", "Float", "Bool", "Character", "Set", "Dictionary", "Array", "Optional", "Range",
            "ClosedRange", "Unicode.Scalar",
        ] + IntegerKind.allCases.map(\.name)
    private static let sizedSlots = 12
    private static let integerKindIndex: [IntegerKind: Int] = Dictionary(
        uniqueKeysWithValues: IntegerKind.allCases.enumerated().map { ($1, $0) })

    /// Where a tabled type's members are, found without hashing (nil for every other value).
    @inline(__always)
    private static func typeSlot(of value: Value) -> Int? {
        switch value {
        case .int: 0
        case .double: 1
        case .float: 2
        case .bool: 3
        case .character: 4
        case .set: 5
        case .dictionary: 6
        case .array: 7
        case .optional: 8
        case .range(let lower, let upper, let closed): boundedRangeSlot(.int(lower), .int(upper), closed)
        case .boundsRange(let range): boundedRangeSlot(range.lower, range.upper, range.closed)
        case .unicodeScalar: 11
        case .fixedInteger(let number): integerKindIndex[number.kind].map { sizedSlots + $0 }
        default: nil
        }
    }

    /// `Range` or `ClosedRange`; nil for a one-sided range, whose open end is the parser's
    /// `Int.min` (`...5`, `..<5`) or `Int.max` (`1...`).
    private static func boundedRangeSlot(_ lower: Value, _ upper: Value, _ closed: Bool) -> Int? {
        if case .int(Int.min) = lower { return nil }
        if closed, case .int(Int.max) = upper { return nil }
        return closed ? 10 : 9
    }
}
