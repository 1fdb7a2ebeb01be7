/// What the session has accepted, as the compiler is shown it: the newest declaration of
/// each name (types and functions as written; variables recorded with their static type,
/// `let x: Int = __wbValue()`, so an old initializer never meets a redeclared name), the
/// extensions, and the imports. Statements leave nothing behind: they only ran.
public struct SessionContext: Sendable, Equatable {
    struct Declaration: Sendable, Equatable {
        var keys: Set<String>
        let text: String
        /// For an extension: the type it extends (dropped when that type is declared anew).
        var extends: String?
        /// A top-level variable: main-actor isolated in Swift 6 mode, as top-level code's are.
        var isVariable = false
        /// `text` as the context file shows it (no file privacy), worked out once: every
        /// check writes the whole context, and lexing each declaration again for each entry
        /// made a long paste quadratic.
        let contextText: String

        init(keys: Set<String>, text: String, extends: String? = nil, isVariable: Bool = false) {
            self.keys = keys
            self.text = text
            self.extends = extends
            self.isVariable = isVariable
            contextText = Scaffolding.withoutFilePrivacy(text)
        }
    }

    private(set) var declarations: [Declaration] = []
    private(set) var imports: [String] = []
    /// Every declaration's keys and every extended type: a new entry that declares none of
    /// them replaces nothing, so the declarations need no search (a long paste stays linear).
    private var keys = Set<String>()
    private var extendedTypes = Set<String>()

    public init() {}

    /// Adds an accepted entry. `types` are the static types the compiler gave its new
    /// variables (name → type); a variable without one is kept as written.
    mutating func accept(_ items: [TopLevelItem], types: [String: String]) {
        let newKeys = items.reduce(into: Set<String>()) { $0.formUnion($1.keys) }
        let redeclaredTypes = Set(
            items.compactMap { item -> String? in
                if case .type(let name) = item.kind { return name }
                return nil
            })
        if !keys.isDisjoint(with: newKeys) || !extendedTypes.isDisjoint(with: redeclaredTypes) {
            declarations.removeAll {
                !$0.keys.isDisjoint(with: newKeys) || $0.extends.map(redeclaredTypes.contains) == true
            }
            indexKeys()
        }
        let declarationsBefore = declarations.count
        defer { indexKeys(from: declarationsBefore) }
        for item in items {
            switch item.kind {
            case .importDecl(let module):
                if !imports.contains(module) { imports.append(module) }
            case .type, .function, .otherDeclaration:
                declarations.append(Declaration(keys: item.keys, text: item.text))
            case .extensionDecl(let type):
                declarations.append(Declaration(keys: [], text: item.text, extends: type))
            case .variable(let binding):
                let recorded = binding.names.compactMap { name in
                    types[name].map { (name, binding.implicitlyUnwrapped.contains(name) ? Self.unwrapped($0) : $0) }
                }
                if let prefix = binding.frozenPrefix, recorded.count == binding.names.count {
                    for (name, type) in recorded {
                        declarations.append(
                            Declaration(
                                keys: [name], text: "\(prefix) \(name): \(type) = \(Scaffolding.valueFunction)()",
                                isVariable: true))
                    }
                } else {
                    declarations.append(Declaration(keys: item.keys, text: item.text, isVariable: true))
                }
            case .statement, .expression:
                continue
            }
        }
    }

    /// `String?`, the compiler's spelling of an implicitly unwrapped `String!`, as declared.
    private static func unwrapped(_ type: String) -> String {
        type.hasSuffix("?") ? type.dropLast() + "!" : type
    }

    /// Records a REPL result (`$R0: Int`) so later entries can use it.
    mutating func recordResult(named name: String, type: String) {
        let spelled = Scaffolding.compilerSpelling(of: name)
        if keys.contains(spelled) {
            declarations.removeAll { $0.keys.contains(spelled) }
            indexKeys()
        }
        defer { indexKeys(from: declarations.count - 1) }
        declarations.append(
            Declaration(
                keys: [spelled], text: "let \(spelled): \(type) = \(Scaffolding.valueFunction)()", isVariable: true))
    }

    /// The context file for checking `entry`: everything accepted except what the entry
    /// itself declares anew (two declarations of one name would collide across files).
    /// `mainActorGlobals` (Swift 6 mode): variables are `@MainActor`, as top-level code's are.
    func contextSource(excluding entry: [TopLevelItem], mainActorGlobals: Bool) -> String {
        let newKeys = entry.reduce(into: Set<String>()) { $0.formUnion($1.keys) }
        let redeclaredTypes = Set(
            entry.compactMap { item -> String? in
                if case .type(let name) = item.kind { return name }
                return nil
            })
        var lines = imports.map { "import \($0)" }
        for declaration in declarations
        where declaration.keys.isDisjoint(with: newKeys) && declaration.extends.map(redeclaredTypes.contains) != true {
            let text = declaration.contextText
            let isolate = mainActorGlobals && declaration.isVariable && !text.contains("@MainActor")
            lines.append(isolate ? "@MainActor " + text : text)
        }
        lines.append(Scaffolding.declarations)
        return lines.joined(separator: "\n") + "\n"
    }

    var isEmpty: Bool { declarations.isEmpty && imports.isEmpty }

    /// Adds the keys of the declarations from `start` on to the index (all of them anew
    /// from 0, after some were removed).
    private mutating func indexKeys(from start: Int = 0) {
        if start == 0 { (keys, extendedTypes) = ([], []) }
        for declaration in declarations[start...] {
            keys.formUnion(declaration.keys)
            if let type = declaration.extends { extendedTypes.insert(type) }
        }
    }
}
