// The declarations of a session, built from the syntax tree alone (no interpreter): types
// with their members gathered from the declaration and every extension, protocols and their
// requirements, conformances, generic parameters, typealiases, functions and top-level
// variables. One model lives as long as a session; each accepted program is absorbed into it.

/// Where a member was declared: which decides how calls to it dispatch.
package enum MemberOrigin: Sendable, Equatable {
    /// The type's own body (for a protocol: a requirement).
    case body
    /// An extension of the type (for a protocol: a default or an extension-only member).
    case `extension`
}

package struct MemberDeclaration: Sendable {
    package enum Kind: Sendable {
        case property(VarDecl)
        case method(FunctionDecl)
        case enumCase(EnumCaseDecl)
        case nestedType(TypeDecl)
        case typeAlias(TypeRef)
    }
    package var name: String
    package var kind: Kind
    package var origin: MemberOrigin
    package var isStatic: Bool
}

/// One nominal type (or protocol) as the compiler sees it after every extension.
package struct TypeDeclaration: Sendable {
    package var name: String
    package var kind: TypeKind
    package var genericParameters: [String]
    /// Superclass (first, for a class) and protocols, as written in the declaration and extensions.
    package var inherited: [String] = []
    package var members: [String: [MemberDeclaration]] = [:]
    package var declaration: TypeDecl?
    package var extensions: [TypeDecl] = []
    /// Declared inside another type (also reachable by its simple name, unless that is taken).
    package var isNested = false

    package var isProtocol: Bool { kind == .protocolType }

    /// For a protocol: the members its body declares (dispatched dynamically).
    package var requirements: Set<String> {
        guard isProtocol else { return [] }
        return Set(members.values.flatMap { $0 }.filter { $0.origin == .body }.map(\.name))
    }
}

package final class DeclarationModel: @unchecked Sendable {
    package private(set) var types: [String: TypeDeclaration] = [:]
    package private(set) var functions: [String: [FunctionDecl]] = [:]
    /// Top-level variables and their declared type, when written.
    package private(set) var variables: [String: TypeRef?] = [:]
    package private(set) var typealiases: [String: TypeRef] = [:]
    /// Static types of top-level variables, declared or inferred (filled while lowering).
    package private(set) var variableTypes: [String: StaticType] = [:]
    /// Top-level variables holding a wrapper sequence (`WrapperSequences`), by Swift's name for it.
    package private(set) var wrapperVariables: [String: String] = [:]
    /// Top-level variables holding a function value whose printed type is certain (`TypeOfNames`).
    package private(set) var functionTypeVariables: [String: String] = [:]
    /// Types that only exist in the builtin table (`Int`, `Array`, …).
    package let builtins: DeclarationModel?
    /// How many declarations of each member ("Collection.formIndex") the prelude gave the collection
    /// protocols: defaults for a program's own collections, which a builtin collection does not get.
    private var preludeDefaultCounts: [String: Int] = [:]

    package init(builtins: DeclarationModel? = BuiltinSignatures.model) {
        self.builtins = builtins
    }

    // MARK: Building

    /// Adds the declarations of one program (a later REPL entry may replace earlier ones).
    package func absorb(_ program: [Stmt]) {
        var extensions: [TypeDecl] = []
        for statement in program {
            switch statement.kind {
            case .type(let decl):
                if decl.kind == .extensionDecl { extensions.append(decl) } else { declareType(decl, prefix: "") }
            case .function(let decl):
                functions[decl.name, default: []].removeAll { $0.signatureKey == decl.signatureKey }
                functions[decl.name, default: []].append(decl)
            case .variable(let decl):
                variables[decl.name] = decl.type
                for name in decl.tupleNames ?? [] { variables[name] = TypeRef?.none }
            case .typealiasDecl(let name, let type):
                typealiases[name] = type
            default:
                break
            }
        }
        for decl in extensions { extend(decl) }
    }

    private func declareType(_ decl: TypeDecl, prefix: String) {
        var type = TypeDeclaration(name: decl.name, kind: decl.kind, genericParameters: decl.genericParams)
        type.declaration = decl
        type.isNested = !prefix.isEmpty
        type.inherited = decl.inherited.compactMap(\.name)
        addMembers(decl.members, origin: .body, to: &type)
        types[prefix + decl.name] = type
        if !prefix.isEmpty, types[decl.name] == nil { types[decl.name] = type }
        for case .type(let nested) in decl.members.map(\.kind) where nested.kind != .extensionDecl {
            declareType(nested, prefix: prefix + decl.name + ".")
        }
    }

    private func extend(_ decl: TypeDecl) {
        var type =
            types[decl.name]
            ?? builtins?.types[decl.name].map { builtin in
                var copy = builtin
                copy.declaration = nil  // the program did not declare it
                return copy
            }
            ?? TypeDeclaration(name: decl.name, kind: .structType, genericParameters: [])
        type.extensions.append(decl)
        type.inherited += decl.inherited.compactMap(\.name)
        addMembers(decl.members, origin: .extension, to: &type)
        types[decl.name] = type
        for case .type(let nested) in decl.members.map(\.kind) where nested.kind != .extensionDecl {
            declareType(nested, prefix: decl.name + ".")
        }
    }

    private func addMembers(_ members: [Stmt], origin: MemberOrigin, to type: inout TypeDeclaration) {
        func add(_ name: String, _ kind: MemberDeclaration.Kind, isStatic: Bool) {
            type.members[name, default: []].append(
                MemberDeclaration(name: name, kind: kind, origin: origin, isStatic: isStatic))
        }
        for member in members {
            switch member.kind {
            case .variable(let variable): add(variable.name, .property(variable), isStatic: variable.modifiers.isStatic)
            case .function(let function): add(function.name, .method(function), isStatic: function.modifiers.isStatic)
            case .enumCases(let cases):
                for enumCase in cases { add(enumCase.name, .enumCase(enumCase), isStatic: true) }
            case .type(let nested): add(nested.name, .nestedType(nested), isStatic: true)
            case .typealiasDecl(let name, let target): add(name, .typeAlias(target), isStatic: true)
            default: break
            }
        }
    }

    package func recordVariable(_ name: String, type: StaticType, wrapper: String? = nil, functionType: String? = nil) {
        variableTypes[name] = type
        wrapperVariables[name] = wrapper
        functionTypeVariables[name] = functionType
    }

    /// What the model holds, to put back when a program is refused after being absorbed
    /// (so that correcting it is not then a redeclaration).
    package struct Snapshot {
        fileprivate let types: [String: TypeDeclaration]
        fileprivate let functions: [String: [FunctionDecl]]
        fileprivate let variables: [String: TypeRef?]
        fileprivate let typealiases: [String: TypeRef]
        fileprivate let variableTypes: [String: StaticType]
        fileprivate let wrapperVariables: [String: String]
        fileprivate let functionTypeVariables: [String: String]
    }

    package func snapshot() -> Snapshot {
        Snapshot(
            types: types, functions: functions, variables: variables, typealiases: typealiases,
            variableTypes: variableTypes, wrapperVariables: wrapperVariables,
            functionTypeVariables: functionTypeVariables)
    }

    package func restore(_ snapshot: Snapshot) {
        types = snapshot.types
        functions = snapshot.functions
        variables = snapshot.variables
        typealiases = snapshot.typealiases
        variableTypes = snapshot.variableTypes
        wrapperVariables = snapshot.wrapperVariables
        functionTypeVariables = snapshot.functionTypeVariables
    }

    // MARK: Lookup

    /// The type named `name` (a program type first, then a builtin).
    package func type(named name: String) -> TypeDeclaration? {
        types[name] ?? builtins?.type(named: name)
    }

    package func isProtocol(_ name: String) -> Bool { type(named: name)?.isProtocol ?? false }

    /// The superclass of a class, if it names a declared class.
    package func superclass(of name: String) -> String? {
        guard let type = type(named: name), type.kind == .classType, let first = type.inherited.first,
            self.type(named: first)?.kind == .classType
        else { return nil }
        return first
    }

    /// Every protocol `name` conforms to, directly, through its superclasses or through
    /// protocol inheritance.
    package func protocols(of name: String) -> [String] {
        var result: [String] = []
        var visited: Set<String> = [name]
        var pending = [name]
        while let next = pending.popLast() {
            for parent in type(named: next)?.inherited ?? [] where visited.insert(parent).inserted {
                if isProtocol(parent) { result.append(parent) }
                pending.append(parent)
            }
        }
        return result
    }

    /// Every name `name` inherits, program protocols and standard ones alike, through its
    /// declaration, its extensions, the program's protocols and the standard protocols' refinements
    /// (`RandomAccessCollection` brings `Collection` and `Sequence`).
    package func inheritedNames(of name: String) -> Set<String> {
        var found: Set<String> = []
        var pending = [name]
        while let next = pending.popLast() {
            for parent in type(named: next)?.inherited ?? [] where found.insert(parent).inserted {
                pending.append(parent)
            }
        }
        for standard in found { found.formUnion(StandardProtocols.ancestors(of: standard)) }
        return found
    }

    /// Whether the program's own type `name` is a collection (conforms to `Collection`, directly or not).
    package func isProgramCollection(_ name: String) -> Bool {
        types[name]?.declaration != nil && inheritedNames(of: name).contains("Collection")
    }

    /// Marks what the collection protocols hold now (the prelude, absorbed first) as the prelude's defaults.
    package func markPreludeCollectionDefaults() {
        for protocolName in StandardProtocols.collectionProtocols {
            for (member, declarations) in types[protocolName]?.members ?? [:] {
                preludeDefaultCounts["\(protocolName).\(member)"] = declarations.count
            }
        }
    }

    /// Whether every declaration of `member` on the protocol `protocolName` is the prelude's default.
    package func isPreludeDefault(_ member: String, on protocolName: String) -> Bool {
        guard let count = preludeDefaultCounts["\(protocolName).\(member)"] else { return false }
        return count == types[protocolName]?.members[member]?.count
    }

    package func conforms(_ name: String, to proto: String) -> Bool {
        name == proto || protocols(of: name).contains(proto)
    }

    /// The members named `member` visible on `typeName`: its own and extensions', then its
    /// superclasses', then its protocols' (requirements and extensions).
    package func members(named member: String, in typeName: String) -> [MemberDeclaration] {
        for name in classChain(from: typeName) {
            if let found = type(named: name)?.members[member], !found.isEmpty { return found }
        }
        for proto in protocols(of: typeName) {
            if let found = type(named: proto)?.members[member], !found.isEmpty { return found }
        }
        return []
    }

    /// `typeName`, then its superclass, its superclass's … (a cycle, which swiftc refuses, ends it).
    private func classChain(from typeName: String) -> [String] {
        var chain: [String] = []
        var current: String? = typeName
        while let name = current, !chain.contains(name) {
            chain.append(name)
            current = superclass(of: name)
        }
        return chain
    }

    /// Every method `member` visible on `typeName` whose signature an earlier one does not override:
    /// its own, then its superclasses', then its protocols' (`show(_: String)` in a subclass beside
    /// the superclass's `show(_: Int)` are overloads, as Swift sees them).
    package func methodOverloads(named member: String, in typeName: String) -> [MemberDeclaration] {
        let owners = classChain(from: typeName) + protocols(of: typeName)
        var signatures: Set<String> = []
        var found: [MemberDeclaration] = []
        for owner in owners {
            for declaration in type(named: owner)?.members[member] ?? [] {
                guard case .method(let method) = declaration.kind, signatures.insert(method.signatureKey).inserted
                else { continue }
                found.append(declaration)
            }
        }
        return found
    }

    /// The protocol whose extension declares `name` (a method, or a property) when no protocol
    /// in `protocols` (or their parents) requires it: on a receiver known only through those
    /// protocols the extension's member is used, statically.
    package func protocolExtensionOnlyMember(named name: String, in protocols: [String], isProperty: Bool) -> String? {
        let all = protocols + protocols.flatMap { self.protocols(of: $0) }
        if all.contains(where: { type(named: $0)?.requirements.contains(name) ?? false }) { return nil }
        for proto in all {
            let found = (type(named: proto)?.members[name] ?? []).contains { member in
                guard member.origin == .extension, !member.isStatic else { return false }
                switch member.kind {
                case .method: return !isProperty
                case .property: return isProperty
                default: return false
                }
            }
            if found { return proto }
        }
        return nil
    }

    /// The protocol whose extension-only member `name` a value of static type `className` (a class)
    /// reaches: neither the class nor its superclasses declare `name`, so a subclass that does only
    /// shadows it and the call dispatches statically, as on `any P`.
    package func protocolExtensionMemberReached(
        named name: String, onClass className: String, isProperty: Bool
    ) -> String? {
        guard type(named: className)?.kind == .classType else { return nil }
        var current: String? = className
        var seen: Set<String> = []
        while let typeName = current, seen.insert(typeName).inserted {
            if !(type(named: typeName)?.members[name] ?? []).isEmpty { return nil }
            current = superclass(of: typeName)
        }
        let conformances = protocols(of: className)
        // `a.hello()` with `a: A` holding a `B`: B's own `hello` shadows the default A conforms by.
        return protocolExtensionOnlyMember(named: name, in: conformances, isProperty: isProperty)
            ?? requirementShadowedBySubclass(named: name, in: conformances)
    }

    /// The target of a typealias, followed to its end.
    package func resolvingAliases(_ ref: TypeRef) -> TypeRef {
        var current = ref
        var seen: Set<String> = []
        while case .named(let name, let arguments) = current, arguments.isEmpty,
            let target = typealiases[name] ?? builtins?.typealiases[name], seen.insert(name).inserted
        {
            current = target
        }
        return current
    }

    package func isFunctionType(_ ref: TypeRef) -> Bool {
        switch resolvingAliases(ref) {
        case .function: return true
        case .optional(let wrapped): return isFunctionType(wrapped)
        default: return false
        }
    }

    // MARK: Static types of written types

    /// The static type a written type denotes; `genericParameters` maps the generic
    /// parameters in scope to their constraints.
    package func staticType(of ref: TypeRef, genericParameters: [String: [String]] = [:]) -> StaticType {
        switch resolvingAliases(ref) {
        case .named(let name, let arguments):
            if let constraints = genericParameters[name] { return .genericParameter(name, constraints: constraints) }
            if arguments.isEmpty, isProtocol(name) { return .existential([name]) }
            let converted = arguments.map { staticType(of: $0, genericParameters: genericParameters) }
            switch (name, converted.count) {
            case ("Array", 1): return .array(converted[0])
            case ("Optional", 1): return .optional(converted[0])
            case ("Dictionary", 2): return .dictionary(converted[0], converted[1])
            case ("Void", 0): return .void
            default: return .nominal(name, converted)
            }
        case .optional(let wrapped), .implicitlyUnwrapped(let wrapped):
            return .optional(staticType(of: wrapped, genericParameters: genericParameters))
        case .array(let element): return .array(staticType(of: element, genericParameters: genericParameters))
        case .dictionary(let key, let value):
            return .dictionary(
                staticType(of: key, genericParameters: genericParameters),
                staticType(of: value, genericParameters: genericParameters))
        case .tuple(let elements):
            return .tuple(
                elements.map { _ in nil }, elements.map { staticType(of: $0, genericParameters: genericParameters) })
        case .labeledTuple(let labels, let elements):
            return .tuple(labels, elements.map { staticType(of: $0, genericParameters: genericParameters) })
        case .function(let parameters, let result, _):
            return .function(
                parameters.map { staticType(of: $0, genericParameters: genericParameters) },
                staticType(of: result, genericParameters: genericParameters))
        case .existential(let parts):
            let names = parts.flatMap(\.composedNames)
            if names.count == 1, !isProtocol(names[0]) {
                return staticType(of: parts[0], genericParameters: genericParameters)
            }
            return .existential(names)
        case .inoutType(let inner): return staticType(of: inner, genericParameters: genericParameters)
        }
    }
}

extension TypeRef {
    /// The names in `P`, `some P`, `any P & Q`, nested compositions flattened.
    package var composedNames: [String] {
        switch self {
        case .named(let name, _): return [name]
        case .existential(let parts): return parts.flatMap(\.composedNames)
        default: return []
        }
    }
}
