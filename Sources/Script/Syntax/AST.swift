// The syntax tree: plain data produced by the parser, read by the checker, the
// interpreter and the @Observable expansion. Declarations are final classes so that
// closures and types can refer to them without copying.

indirect enum TypeRef: Sendable, CustomStringConvertible {
    case named(String, [TypeRef])
    case optional(TypeRef)
    case implicitlyUnwrapped(TypeRef)
    case array(TypeRef)
    case dictionary(TypeRef, TypeRef)
    case tuple([TypeRef])
    /// `(add: (Int) -> Void, total: () -> Int)`: a tuple type with element labels.
    case labeledTuple([String?], [TypeRef])
    case function([TypeRef], TypeRef, throws: Bool)
    /// `some P`, `any P`, `P & Q`: existentials and opaque types, kept by name only.
    case existential([TypeRef])
    case inoutType(TypeRef)

    var description: String {
        switch self {
        case .named(let typeName, let args):
            return args.isEmpty ? typeName : "\(typeName)<\(args.map(\.description).joined(separator: ", "))>"
        case .optional(let wrapped): return "\(wrapped)?"
        case .implicitlyUnwrapped(let wrapped): return "\(wrapped)!"
        case .array(let wrapped): return "[\(wrapped)]"
        case .dictionary(let key, let value): return "[\(key): \(value)]"
        case .tuple(let elements): return "(\(elements.map(\.description).joined(separator: ", ")))"
        case .labeledTuple(let labels, let elements):
            return "("
                + zip(labels, elements).map { ($0.map { "\($0): " } ?? "") + $1.description }.joined(separator: ", ")
                + ")"
        case .function(let parameters, let result, let throwing):
            return "(\(parameters.map(\.description).joined(separator: ", ")))\(throwing ? " throws" : "") -> \(result)"
        case .existential(let parts): return parts.map(\.description).joined(separator: " & ")
        case .inoutType(let inner): return "inout \(inner)"
        }
    }

    var isOptional: Bool {
        switch self {
        case .optional, .implicitlyUnwrapped: return true
        default: return false
        }
    }
    var name: String? {
        if case .named(let typeName, _) = self { return typeName }
        return nil
    }
}

struct Argument: Sendable {
    var label: String?
    var value: Expr
}

enum InterpolationPart: Sendable {
    case text(String)
    case expr(Expr)
}

struct ClosureParam: Sendable {
    var name: String
    var type: TypeRef?
}

struct CaptureItem: Sendable {
    enum Ownership: Sendable { case strong, weak, unowned }
    var ownership: Ownership
    var name: String
    var value: Expr?
}

final class ClosureExpr: @unchecked Sendable {
    let params: [ClosureParam]
    let captures: [CaptureItem]
    let body: [Stmt]
    /// Uses `$0`, `$1` …: the highest index used + 1.
    let anonymousParamCount: Int
    let pos: SourcePos
    init(params: [ClosureParam], captures: [CaptureItem], body: [Stmt], anonymousParamCount: Int, pos: SourcePos) {
        self.params = params
        self.captures = captures
        self.body = body
        self.anonymousParamCount = anonymousParamCount
        self.pos = pos
    }
}

enum CastKind: Sendable { case isType, asType, asOptional, asForced }
enum TryKind: Sendable { case plain, optional, forced }

indirect enum ExprKind: Sendable {
    case integer(Int)
    /// An integer literal above `Int.max` (`0xcbf29ce484222325`): only a `UInt64`, `UInt`, `Double` or
    /// `Float` context can take it.
    case wideInteger(UInt64)
    case float(Double)
    case string([InterpolationPart])
    case bool(Bool)
    case nilLiteral
    case identifier(String)
    case selfRef
    case superRef
    /// `.name` with the type left to context.
    case implicitMember(String)
    case member(Expr, String)
    case call(Expr, [Argument])
    case subscriptAccess(Expr, [Argument])
    case prefix(String, Expr)
    case binary(String, Expr, Expr)
    case assign(String, Expr, Expr)
    case ternary(Expr, Expr, Expr)
    case closure(ClosureExpr)
    case array([Expr])
    case dictionary([(Expr, Expr)])
    case tuple([Argument])
    case forceUnwrap(Expr)
    /// `x?` inside a chain: unwraps, or ends the enclosing `optionalChain` with nil.
    case bindOptional(Expr)
    case optionalChain(Expr)
    case cast(Expr, TypeRef, CastKind)
    case tryExpr(Expr, TryKind)
    case awaitExpr(Expr)
    /// `\Type.a.b` or `\.a.b`.
    case keyPath(String?, [String])
    /// A type used as a value: `Model.self`, `[Int]()`, `Array<Int>()`.
    case typeExpr(TypeRef)
    case inoutRef(Expr)
    /// `#expect(…)` and friends; the source text is kept for reports.
    case pound(String, [Argument], String)
    /// `_` on the left of an assignment.
    case discard
    /// `if` and `switch` used as expressions (each branch one expression).
    case statementExpr(Stmt)
    /// A name `Resolution/SlotResolver` placed before the run: only in the tree the interpreter
    /// runs (the checks and lowering never see it). Wherever it is not read fast it means
    /// exactly `.identifier(slot.name)`.
    case slot(NameSlot)
}

struct Expr: Sendable {
    var kind: ExprKind
    var pos: SourcePos
    init(_ kind: ExprKind, _ pos: SourcePos) {
        self.kind = kind
        self.pos = pos
    }
}

indirect enum Pattern: Sendable {
    case wildcard
    case binding(String, isLet: Bool)
    case expression(Expr)
    /// `.name(sub…)` or `Type.name(sub…)`
    case enumCase(type: String?, name: String, [(String?, Pattern)]?)
    case tuple([(String?, Pattern)])
    case optionalSome(Pattern)
    case isType(TypeRef)
    case asType(Pattern, TypeRef)
}

enum Condition: Sendable {
    case expr(Expr)
    case optionalBinding(name: String, isLet: Bool, value: Expr, pos: SourcePos)
    case casePattern(Pattern, Expr)
}

struct SwitchCase: Sendable {
    var patterns: [Pattern]
    var guardExpr: Expr?
    var body: [Stmt]
    var isDefault: Bool
    var pos: SourcePos
}

struct CatchClause: Sendable {
    var pattern: Pattern?
    var guardExpr: Expr?
    var body: [Stmt]
}

struct Attribute: Sendable {
    var name: String
    var arguments: String?
    var pos: SourcePos
}

struct Modifiers: Sendable {
    var isStatic = false
    var isMutating = false
    var isFinal = false
    var isOverride = false
    var isLazy = false
    var isWeak = false
    var isUnowned = false
    var isPrivate = false
    var isConvenience = false
    var isRequired = false
    var isNonisolated = false
}

struct Param: Sendable {
    /// The argument label; nil for `_`.
    var label: String?
    var name: String
    var type: TypeRef
    var defaultValue: Expr?
    var isInout: Bool
    var isVariadic: Bool
    var isAutoclosure: Bool
}

final class FunctionDecl: @unchecked Sendable {
    let name: String
    let params: [Param]
    let returnType: TypeRef?
    let body: [Stmt]?
    let modifiers: Modifiers
    let attributes: [Attribute]
    let genericParams: [String]
    let isThrowing: Bool
    let isAsync: Bool
    let isFailable: Bool
    let pos: SourcePos
    /// `<T: Shape>`: the constraint of each generic parameter that has one.
    var genericConstraints: [String: TypeRef] = [:]
    init(
        name: String, params: [Param], returnType: TypeRef?, body: [Stmt]?, modifiers: Modifiers,
        attributes: [Attribute], genericParams: [String], isThrowing: Bool, isAsync: Bool, isFailable: Bool,
        pos: SourcePos
    ) {
        self.name = name
        self.params = params
        self.returnType = returnType
        self.body = body
        self.modifiers = modifiers
        self.attributes = attributes
        self.genericParams = genericParams
        self.isThrowing = isThrowing
        self.isAsync = isAsync
        self.isFailable = isFailable
        self.pos = pos
    }
}

enum Accessors: Sendable {
    case none
    /// `{ get … set(v) … }` or a bare getter body.
    case computed(get: [Stmt], set: [Stmt]?, setterName: String)
    case observed(willSet: [Stmt]?, willSetName: String, didSet: [Stmt]?, didSetName: String)
}

/// The pattern after `let`/`var` when it is a tuple: names, `_`, and tuples of them.
indirect enum DestructuringPattern: Sendable {
    case name(String)
    case tuple([DestructuringPattern])

    /// Every name (and `_`), left to right.
    var names: [String] {
        switch self {
        case .name(let name): return [name]
        case .tuple(let elements): return elements.flatMap(\.names)
        }
    }

    /// Whether a tuple holds another tuple (else `VarDecl.tupleNames` says it all).
    var isNested: Bool {
        guard case .tuple(let elements) = self else { return false }
        return elements.contains { if case .tuple = $0 { true } else { false } }
    }
}

final class VarDecl: @unchecked Sendable {
    let isLet: Bool
    let name: String
    /// `let (a, b) = …`: the extra names, when the pattern is a tuple.
    let tupleNames: [String]?
    let type: TypeRef?
    let initializer: Expr?
    let accessors: Accessors
    let modifiers: Modifiers
    let attributes: [Attribute]
    let pos: SourcePos
    /// The initializer's source text, as written (the expansion printer quotes it).
    var initializerText: String?
    /// `let ((x, y), d) = …`: the pattern's shape when a tuple holds tuples; `tupleNames` then
    /// lists its names (and `_`s) left to right.
    var tupleShape: DestructuringPattern?
    init(
        isLet: Bool, name: String, tupleNames: [String]?, type: TypeRef?, initializer: Expr?, accessors: Accessors,
        modifiers: Modifiers, attributes: [Attribute], pos: SourcePos
    ) {
        self.isLet = isLet
        self.name = name
        self.tupleNames = tupleNames
        self.type = type
        self.initializer = initializer
        self.accessors = accessors
        self.modifiers = modifiers
        self.attributes = attributes
        self.pos = pos
    }
    var isStored: Bool {
        if case .computed = accessors { return false }
        return true
    }
    func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }
}

struct EnumCaseDecl: Sendable {
    var name: String
    var params: [(label: String?, type: TypeRef)]?
    var rawValue: Expr?
    var pos: SourcePos
}

enum TypeKind: String, Sendable {
    case classType = "class"
    case structType = "struct"
    case enumType = "enum"
    case protocolType = "protocol"
    case extensionDecl = "extension"
    case actorType = "actor"
}

final class TypeDecl: @unchecked Sendable {
    let kind: TypeKind
    let name: String
    let genericParams: [String]
    let inherited: [TypeRef]
    let members: [Stmt]
    let attributes: [Attribute]
    let modifiers: Modifiers
    let pos: SourcePos
    /// Text of the declaration, for the expansion printer.
    let sourceRange: Range<Int>
    /// `extension Describable where Self: Priced`: the types `Self` is also known to be in it.
    var selfConstraints: [TypeRef] = []
    /// `extension Collection where Element == Int`: whether a `where` clause constrains it.
    var hasWhereClause = false
    init(
        kind: TypeKind, name: String, genericParams: [String], inherited: [TypeRef], members: [Stmt],
        attributes: [Attribute], modifiers: Modifiers, pos: SourcePos, sourceRange: Range<Int>
    ) {
        self.kind = kind
        self.name = name
        self.genericParams = genericParams
        self.inherited = inherited
        self.members = members
        self.attributes = attributes
        self.modifiers = modifiers
        self.pos = pos
        self.sourceRange = sourceRange
    }
    func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }
}

indirect enum StmtKind: Sendable {
    case expr(Expr)
    case variable(VarDecl)
    case function(FunctionDecl)
    case type(TypeDecl)
    case enumCases([EnumCaseDecl])
    case typealiasDecl(String, TypeRef)
    case ifStmt([Condition], [Stmt], [Stmt]?)
    case guardStmt([Condition], [Stmt])
    case whileStmt([Condition], [Stmt])
    case repeatWhile([Stmt], Expr)
    case forIn(Pattern, Expr, Expr?, [Stmt], isAwait: Bool)
    case switchStmt(Expr, [SwitchCase])
    case returnStmt(Expr?)
    case breakStmt(String?)
    case continueStmt(String?)
    case fallthroughStmt
    case throwStmt(Expr)
    case deferStmt([Stmt])
    case doCatch([Stmt], [CatchClause])
    case block([Stmt])
    case importDecl(String)
    case labeled(String, Stmt)
}

struct Stmt: Sendable {
    var kind: StmtKind
    var pos: SourcePos
    init(_ kind: StmtKind, _ pos: SourcePos) {
        self.kind = kind
        self.pos = pos
    }
}
