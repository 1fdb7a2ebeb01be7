// The syntax tree: plain data produced by the parser, read by the checker, the
// interpreter and the @Observable expansion. Declarations are final classes so that
// closures and types can refer to them without copying.

package indirect enum TypeRef: Sendable, CustomStringConvertible {
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

    package var description: String {
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

    package var isOptional: Bool {
        switch self {
        case .optional, .implicitlyUnwrapped: return true
        default: return false
        }
    }
    package var name: String? {
        if case .named(let typeName, _) = self { return typeName }
        return nil
    }
}

package struct Argument: Sendable {
    package var label: String?
    package var value: Expr

    package init(label: String?, value: Expr) {
        self.label = label
        self.value = value
    }
}

package enum InterpolationPart: Sendable {
    case text(String)
    case expr(Expr)
}

package struct ClosureParam: Sendable {
    package var name: String
    package var type: TypeRef?
}

package struct CaptureItem: Sendable {
    package enum Ownership: Sendable { case strong, weak, unowned }
    package var ownership: Ownership
    package var name: String
    package var value: Expr?
}

package final class ClosureExpr: @unchecked Sendable {
    package let params: [ClosureParam]
    package let captures: [CaptureItem]
    package let body: [Stmt]
    /// Uses `$0`, `$1` …: the highest index used + 1.
    package let anonymousParamCount: Int
    package let pos: SourcePos
    /// `{ (name: String) -> String in … }`: the function type, when every parameter's type and the
    /// result are written (a cast to a function type compares it); nil when any is inferred.
    package var writtenType: TypeRef?
    /// `{ x -> Double in … }`: the result type, when written (whether or not the parameters' are).
    package var writtenResult: TypeRef?
    package init(
        params: [ClosureParam], captures: [CaptureItem], body: [Stmt], anonymousParamCount: Int, pos: SourcePos
    ) {
        self.params = params
        self.captures = captures
        self.body = body
        self.anonymousParamCount = anonymousParamCount
        self.pos = pos
    }

    /// The same closure with another body (lowered, resolved, built): its signature kept.
    package func withBody(_ body: [Stmt]) -> ClosureExpr {
        let copy = ClosureExpr(
            params: params, captures: captures, body: body, anonymousParamCount: anonymousParamCount, pos: pos)
        copy.writtenType = writtenType
        copy.writtenResult = writtenResult
        return copy
    }
}

/// `overloadChoice` is never written by a learner: the lowering marks an argument with the parameter
/// type of the overload it chose when no cast can spell it (a generic `T`); it converts nothing.
/// `overloadChoice` marks lowering's static overload choice (converts nothing); `boundGenericLiteral`
/// is a literal of a generic function's `T`, typed by the type the call bound `T` to
/// (`GenericRuntimeBindings`); `genericInstance` marks a construction of a generic program type
/// with the static type Swift gives it (`Box<Any>(value: 1)`), which the value keeps for its
/// description (`GenericInstanceTypes`).
package enum CastKind: Sendable {
    case isType, asType, asOptional, asForced, overloadChoice, boundGenericLiteral, genericInstance
}
package enum TryKind: Sendable {
    case plain, optional, forced
    /// `try?` of a value whose static type is `Any` (or another existential): wrapped even when it
    /// holds an optional (`try? f() as Any` is `Optional(Optional(1))`); set by lowering.
    case optionalWrapping
}

package indirect enum ExprKind: Sendable {
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
    /// `x---`: a program's postfix operator; lowering makes it a call of the function that implements it.
    case postfix(String, Expr)
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

package struct Expr: Sendable {
    package var kind: ExprKind
    package var pos: SourcePos
    package init(_ kind: ExprKind, _ pos: SourcePos) {
        self.kind = kind
        self.pos = pos
    }
}

package indirect enum Pattern: Sendable {
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

package enum Condition: Sendable {
    case expr(Expr)
    case optionalBinding(name: String, isLet: Bool, value: Expr, pos: SourcePos)
    case casePattern(Pattern, Expr)
}

package struct SwitchCase: Sendable {
    package var patterns: [Pattern]
    package var guardExpr: Expr?
    package var body: [Stmt]
    package var isDefault: Bool
    package var pos: SourcePos
}

package struct CatchClause: Sendable {
    package var pattern: Pattern?
    package var guardExpr: Expr?
    package var body: [Stmt]
}

package struct Attribute: Sendable {
    package var name: String
    package var arguments: String?
    package var pos: SourcePos
    /// `@Clamped<Int>(max: 9)` on a variable: the wrapper's written generic arguments and its
    /// parsed call arguments (`PropertyWrapperExpansion` builds the wrapper's initializer call).
    package var genericArguments: [TypeRef]? = nil
    package var callArguments: [Argument]? = nil
}

package struct Modifiers: Sendable {
    package var isStatic = false
    package var isMutating = false
    package var isFinal = false
    package var isOverride = false
    package var isLazy = false
    package var isWeak = false
    package var isUnowned = false
    package var isPrivate = false
    package var isConvenience = false
    package var isRequired = false
    package var isNonisolated = false
    /// `prefix func`, `postfix func`: which use of an operator the function implements.
    package var isPrefix = false
    package var isPostfix = false

    package init() {}
}

package struct Param: Sendable {
    /// The argument label; nil for `_`.
    package var label: String?
    package var name: String
    package var type: TypeRef
    package var defaultValue: Expr?
    package var isInout: Bool
    package var isVariadic: Bool
    package var isAutoclosure: Bool
    /// `@DrawingBuilder content: () -> Drawable`: the result builder a closure passed here is built with.
    package var resultBuilder: String?

    package init(
        label: String?, name: String, type: TypeRef, defaultValue: Expr?, isInout: Bool, isVariadic: Bool,
        isAutoclosure: Bool
    ) {
        self.label = label
        self.name = name
        self.type = type
        self.defaultValue = defaultValue
        self.isInout = isInout
        self.isVariadic = isVariadic
        self.isAutoclosure = isAutoclosure
    }
}

package final class FunctionDecl: @unchecked Sendable {
    package let name: String
    package let params: [Param]
    package let returnType: TypeRef?
    package let body: [Stmt]?
    package let modifiers: Modifiers
    package let attributes: [Attribute]
    package let genericParams: [String]
    package let isThrowing: Bool
    package let isAsync: Bool
    package let isFailable: Bool
    package let pos: SourcePos
    /// `<T: Shape>`: the constraint of each generic parameter that has one.
    package var genericConstraints: [String: TypeRef] = [:]
    /// True when the written return type holds nothing `TypeRef` drops (an attribute, `async`,
    /// a typed `throws(E)`, a variadic, `some`, an ownership word), so `type(of:)` of the
    /// call's result can be spelled from it exactly (`TypeOfNames`).
    package var returnTypeIsWholeInTypeRef = false
    /// `where Item == Double`, written on the member or on its extension: the type each named
    /// associated type (or generic parameter of the extended type) must be for it to apply.
    package var sameTypeConstraints: [String: TypeRef] = [:]
    /// A method's type parameters each call passes as hidden first arguments (`#Element`), and
    /// those its body has literals of (`GenericRuntimeBindings`); set on the declaration the model
    /// keeps, so a later entry's calls pass them too.
    package var hiddenTypeParameters: [String] = []
    package var literalTypedParameters: Set<String> = []

    /// This declaration with other parameters and body, keeping everything else (lowering and
    /// name placing each make one).
    package func remade(params: [Param], body: [Stmt]?) -> FunctionDecl {
        let copy = FunctionDecl(
            name: name, params: params, returnType: returnType, body: body, modifiers: modifiers,
            attributes: attributes, genericParams: genericParams, isThrowing: isThrowing, isAsync: isAsync,
            isFailable: isFailable, pos: pos)
        copy.genericConstraints = genericConstraints
        copy.returnTypeIsWholeInTypeRef = returnTypeIsWholeInTypeRef
        copy.sameTypeConstraints = sameTypeConstraints
        copy.hiddenTypeParameters = hiddenTypeParameters
        copy.literalTypedParameters = literalTypedParameters
        return copy
    }
    package init(
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

package enum Accessors: Sendable {
    case none
    /// `{ get … set(v) … }` or a bare getter body.
    case computed(get: [Stmt], set: [Stmt]?, setterName: String)
    case observed(willSet: [Stmt]?, willSetName: String, didSet: [Stmt]?, didSetName: String)
}

/// The pattern after `let`/`var` when it is a tuple: names, `_`, and tuples of them.
package indirect enum DestructuringPattern: Sendable {
    case name(String)
    case tuple([DestructuringPattern])

    /// Every name (and `_`), left to right.
    package var names: [String] {
        switch self {
        case .name(let name): return [name]
        case .tuple(let elements): return elements.flatMap(\.names)
        }
    }

    /// Whether a tuple holds another tuple (else `VarDecl.tupleNames` says it all).
    package var isNested: Bool {
        guard case .tuple(let elements) = self else { return false }
        return elements.contains { if case .tuple = $0 { true } else { false } }
    }
}

package final class VarDecl: @unchecked Sendable {
    package let isLet: Bool
    package let name: String
    /// `let (a, b) = …`: the extra names, when the pattern is a tuple.
    package let tupleNames: [String]?
    package var type: TypeRef?
    package let initializer: Expr?
    package let accessors: Accessors
    package let modifiers: Modifiers
    package let attributes: [Attribute]
    package let pos: SourcePos
    /// The initializer's source text, as written (the expansion printer quotes it).
    package var initializerText: String?
    /// The written type holds nothing `TypeRef` drops (`FunctionDecl.returnTypeIsWholeInTypeRef`).
    package var typeIsWholeInTypeRef = false
    /// `let ((x, y), d) = …`: the pattern's shape when a tuple holds tuples; `tupleNames` then
    /// lists its names (and `_`s) left to right.
    package var tupleShape: DestructuringPattern?
    /// `_x`, the storage a property wrapper expansion made for the wrapped property `x`: the
    /// wrapped property's name (the memberwise initializer is refused with arguments for it).
    package var wrapperStorageFor: String?
    /// The wrapped property's written type (`Int` in `@Clamped(0...10) var level: Int`), on that storage.
    package var wrappedType: TypeRef?
    /// A stored property written without a type: the type lowering found for its initial value
    /// (`var x = 0.0`: `Double`), the memberwise initializer's parameter type (`Point(x: 1)` is 1.0).
    package var inferredType: TypeRef?
    /// A read-only computed property of a generic type whose getter uses the type's parameters as
    /// types (`var total: Element { reduce(0, +) }`): the getter as a method taking them as hidden
    /// arguments, which each access calls (`GenericRuntimeBindings`).
    package var typeTakingGetter: FunctionDecl?
    package init(
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
    package var isStored: Bool {
        if case .computed = accessors { return false }
        return true
    }
    package func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }
}

package struct EnumCaseDecl: Sendable {
    package var name: String
    package var params: [(label: String?, type: TypeRef)]?
    package var rawValue: Expr?
    package var pos: SourcePos

    package init(name: String, params: [(label: String?, type: TypeRef)]?, rawValue: Expr?, pos: SourcePos) {
        self.name = name
        self.params = params
        self.rawValue = rawValue
        self.pos = pos
    }
}

package enum TypeKind: String, Sendable {
    case classType = "class"
    case structType = "struct"
    case enumType = "enum"
    case protocolType = "protocol"
    case extensionDecl = "extension"
    case actorType = "actor"
}

package final class TypeDecl: @unchecked Sendable {
    package let kind: TypeKind
    package let name: String
    package let genericParams: [String]
    package let inherited: [TypeRef]
    package let members: [Stmt]
    package let attributes: [Attribute]
    package let modifiers: Modifiers
    package let pos: SourcePos
    /// Text of the declaration, for the expansion printer.
    package let sourceRange: Range<Int>
    /// `extension Describable where Self: Priced`: the types `Self` is also known to be in it.
    package var selfConstraints: [TypeRef] = []
    /// `extension Collection where Element == Int`: the type each named parameter is fixed to.
    package var sameTypeConstraints: [String: TypeRef] = [:]
    /// `struct Clamped<V: Comparable>`: each generic parameter's written constraint.
    package var genericConstraints: [String: TypeRef] = [:]
    /// A protocol's `associatedtype` names (`Item` of `protocol Container`).
    package var associatedTypes: [String] = []
    /// `extension Collection where Element == Int`: whether a `where` clause constrains it.
    package var hasWhereClause = false
    /// Its initializers or stored initial values use its generic parameters as types: the run binds
    /// them from each construction's stamp (ConstructionTypeArguments.swift), and refuses one without.
    package var bindsTypeParametersAtConstruction = false
    package init(
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
    package func hasAttribute(_ name: String) -> Bool { attributes.contains { $0.name == name } }

    /// This declaration with other members (lowered or resolved), every other part kept.
    package func remade(members: [Stmt]) -> TypeDecl {
        let copy = TypeDecl(
            kind: kind, name: name, genericParams: genericParams, inherited: inherited, members: members,
            attributes: attributes, modifiers: modifiers, pos: pos, sourceRange: sourceRange)
        copy.selfConstraints = selfConstraints
        copy.sameTypeConstraints = sameTypeConstraints
        copy.genericConstraints = genericConstraints
        copy.associatedTypes = associatedTypes
        copy.hasWhereClause = hasWhereClause
        copy.bindsTypeParametersAtConstruction = bindsTypeParametersAtConstruction
        return copy
    }
}

package indirect enum StmtKind: Sendable {
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

package struct Stmt: Sendable {
    package var kind: StmtKind
    package var pos: SourcePos
    package init(_ kind: StmtKind, _ pos: SourcePos) {
        self.kind = kind
        self.pos = pos
    }
}
