// Each iteration of a loop runs in a scope of its own: its variables are new, and released
// when it ends, newest first. Allocating that scope (and its list of variables) was a good
// part of the cost of a small loop, so a scope that nothing kept is emptied and used again.

/// The scopes of the iterations of one loop.
struct IterationScopes {
    let parent: Environment
    private var spare: Environment?

    init(parent: Environment) { self.parent = parent }

    /// The scope for the next iteration: the previous one's, emptied, when it could be kept.
    mutating func next() -> Environment {
        if let scope = spare.take() { return scope }
        return Environment(parent: parent)
    }

    /// The iteration is over. Its variables are released now, newest first, as freeing the
    /// scope would; the scope is kept for the next iteration unless something else holds it
    /// (a closure or a nested function captured it) or it binds more than variables.
    mutating func finish(_ scope: inout Environment) {
        guard isKnownUniquelyReferenced(&scope), scope.holdsOnlyVariables, scope.releaseVariablesForReuse() else {
            return
        }
        spare = scope
    }
}

extension Environment {
    /// Releases this scope's variables newest first and empties it, keeping its storage; false
    /// (nothing released) when the scope is not a plain one or its variables were rebound.
    func releaseVariablesForReuse() -> Bool {
        guard !isInitializer, observedProperty == nil, selfBox == nil, selfType == nil,
            values.isInDeclarationOrder
        else { return false }
        releaseVariablesNewestFirst()
        return true
    }
}
