// The operators a program may write and how infix ones bind: Swift's standard precedence groups
// and operators, plus what the program declares (`infix operator +- : AdditionPrecedence`,
// `precedencegroup`). The parser reads every declaration of an entry before its first
// expression, because Swift lets an operator be used above the line that declares it; a session
// hands the table on, so an operator declared by one REPL entry parses in the next.

package struct OperatorTable: Sendable {
    package enum Associativity: Sendable { case left, right, none }

    package struct Group: Sendable {
        package var higherThan: [String] = []
        package var lowerThan: [String] = []
        package var associativity = Associativity.none
    }

    /// How an infix operator binds: a higher rank binds tighter.
    package struct Binding: Sendable {
        package var rank: Int
        package var isRightAssociative: Bool
        package var group: String
    }

    package private(set) var groups: [String: Group]
    /// Infix operators by spelling: their group's name.
    package private(set) var infixGroups: [String: String]
    package private(set) var prefixOperators: Set<String>
    package private(set) var postfixOperators: Set<String>
    /// Spellings the program declared itself (as opposed to the standard library's).
    package private(set) var declared: Set<String> = []
    /// Each group's rank, recomputed when a declaration is added.
    private var ranks: [String: Int] = [:]

    package static let standard = OperatorTable()

    private init() {
        func group(_ lower: String?, _ associativity: Associativity) -> Group {
            Group(higherThan: lower.map { [$0] } ?? [], associativity: associativity)
        }
        groups = [
            "AssignmentPrecedence": group(nil, .right),
            "TernaryPrecedence": group("AssignmentPrecedence", .right),
            "DefaultPrecedence": group("TernaryPrecedence", .none),
            "LogicalDisjunctionPrecedence": group("TernaryPrecedence", .left),
            "LogicalConjunctionPrecedence": group("LogicalDisjunctionPrecedence", .left),
            "ComparisonPrecedence": group("LogicalConjunctionPrecedence", .none),
            "NilCoalescingPrecedence": group("ComparisonPrecedence", .right),
            "CastingPrecedence": group("NilCoalescingPrecedence", .none),
            "RangeFormationPrecedence": group("CastingPrecedence", .none),
            "AdditionPrecedence": group("RangeFormationPrecedence", .left),
            "MultiplicationPrecedence": group("AdditionPrecedence", .left),
            "BitwiseShiftPrecedence": group("MultiplicationPrecedence", .none),
        ]
        let members: [String: [String]] = [
            "LogicalDisjunctionPrecedence": ["||"],
            "LogicalConjunctionPrecedence": ["&&"],
            "ComparisonPrecedence": ["==", "!=", "<", ">", "<=", ">=", "===", "!==", "~="],
            "NilCoalescingPrecedence": ["??"],
            "RangeFormationPrecedence": ["...", "..<"],
            "AdditionPrecedence": ["+", "-", "|", "^", "&+", "&-"],
            "MultiplicationPrecedence": ["*", "/", "%", "&", "&*"],
            "BitwiseShiftPrecedence": ["<<", ">>", "&<<", "&>>"],
            "AssignmentPrecedence": [
                "=", "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=", "&*=", "&<<=",
                "&>>=",
            ],
        ]
        infixGroups = [:]
        for (group, operators) in members {
            for spelling in operators { infixGroups[spelling] = group }
        }
        prefixOperators = ["-", "+", "!", "~", "..<", "...", "&"]
        postfixOperators = ["...", "!", "?"]
        rankGroups()
    }

    // MARK: Reading

    /// How `spelling` binds between two operands; nil when no infix operator is spelt so.
    package func binding(ofInfix spelling: String) -> Binding? {
        guard let group = infixGroups[spelling], let rank = ranks[group] else { return nil }
        return Binding(rank: rank, isRightAssociative: groups[group]?.associativity == .right, group: group)
    }

    /// `is`, `as`: the rank of `CastingPrecedence`.
    package var castingRank: Int { ranks["CastingPrecedence"] ?? 0 }

    /// The lowest rank a binary expression below `?:` parses (`DefaultPrecedence`'s and up).
    package var lowestBinaryRank: Int { (ranks["TernaryPrecedence"] ?? 0) + 1 }

    /// Whether `spelling` is an infix operator of `AssignmentPrecedence` (`=`, `+=`, a declared `**=`).
    package func isAssignment(_ spelling: String) -> Bool { infixGroups[spelling] == "AssignmentPrecedence" }

    /// A spelling the program declared whose standard meaning, if any, it does not replace
    /// (`+++`, `+-`): uses of it become calls of the program's functions.
    package func isDeclared(_ spelling: String) -> Bool { declared.contains(spelling) }

    /// The name a `postfix func ++` is declared under, so that a type's `prefix func ++` beside it
    /// stays a function of its own (a use is a call of one of them by name).
    package static func postfixFunctionName(_ spelling: String) -> String { spelling + " (postfix)" }

    // MARK: Declaring

    package mutating func declare(infix spelling: String, group: String?) {
        infixGroups[spelling] = group ?? "DefaultPrecedence"
        declared.insert(spelling)
        rankGroups()
    }

    package mutating func declare(prefix spelling: String) {
        prefixOperators.insert(spelling)
        declared.insert(spelling)
    }

    package mutating func declare(postfix spelling: String) {
        postfixOperators.insert(spelling)
        declared.insert(spelling)
    }

    package mutating func declare(group name: String, _ group: Group) {
        groups[name] = group
        rankGroups()
    }

    /// Gives each group a rank above every group it is `higherThan` and below every group it is
    /// `lowerThan` (the longest chain below it). swiftc has checked the relations form no cycle and
    /// that operators of unrelated groups are never mixed without parentheses, so any such
    /// ordering parses as Swift does.
    private mutating func rankGroups() {
        var below: [String: [String]] = [:]
        for (name, group) in groups {
            below[name, default: []] += group.higherThan
            for higher in group.lowerThan { below[higher, default: []].append(name) }
        }
        var ranks: [String: Int] = [:]
        var visiting: Set<String> = []
        func rank(_ name: String) -> Int {
            if let known = ranks[name] { return known }
            guard visiting.insert(name).inserted else { return 0 }  // a cycle swiftc would have refused
            let value = (below[name] ?? []).map { rank($0) + 1 }.max() ?? 0
            ranks[name] = value
            return value
        }
        for name in groups.keys { _ = rank(name) }
        self.ranks = ranks
    }
}
