// What a whole-program check can see: the session's earlier runs plus the program being
// checked, before the session absorbs it (a refused program leaves the session's model as it
// was). Only types the script declares are "script types"; builtins are not.

package struct ProgramDeclarations {
    /// The session's earlier runs.
    package let earlierRuns: DeclarationModel
    /// The earlier runs with this program added (lookups fall back to `earlierRuns`).
    package let withProgram: DeclarationModel

    package init(earlierRuns: DeclarationModel, program: [Stmt]) {
        self.earlierRuns = earlierRuns
        withProgram = DeclarationModel(builtins: earlierRuns)
        withProgram.absorb(program)
    }

    /// A type the script declares (in this program or an earlier run), by name or dotted path,
    /// with every extension seen so far; nil for builtin and unknown types.
    package func scriptType(named path: String) -> TypeDeclaration? {
        guard declaration(ofScriptType: path) != nil else { return nil }
        return withProgram.types[path] ?? earlierRuns.types[path]
    }

    /// The declaration itself (an extension in this program of an earlier run's type has none).
    package func declaration(ofScriptType path: String) -> TypeDecl? {
        withProgram.types[path]?.declaration ?? earlierRuns.types[path]?.declaration
    }

    /// A type declared at file scope, visible by its simple name everywhere.
    package func isTopLevelScriptType(_ name: String) -> Bool {
        [withProgram, earlierRuns].contains { model in
            guard let type = model.types[name], type.declaration != nil else { return false }
            return !type.isNested
        }
    }

    /// The top-level functions named `name`: earlier runs' and this program's.
    package func functions(named name: String) -> [FunctionDecl] {
        (earlierRuns.functions[name] ?? []) + (withProgram.functions[name] ?? [])
    }

    package func conforms(_ typeName: String, to proto: String) -> Bool { withProgram.conforms(typeName, to: proto) }

    /// A class marked `@Observable`, or a subclass of one (as the expansion makes it).
    package func isObservableClass(_ name: String) -> Bool {
        var visited: Set<String> = []
        var current: String? = name
        while let className = current, visited.insert(className).inserted {
            if declaration(ofScriptType: className)?.hasAttribute("Observable") ?? false { return true }
            current = withProgram.superclass(of: className)
        }
        return false
    }
}
