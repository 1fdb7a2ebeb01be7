// Each iteration of a loop runs in a scope of its own: its variables are new, and released
// when it ends, newest first. Allocating that scope (and its list of variables) was a good
// part of the cost of a small loop, so a scope that nothing kept is emptied and used again;
// so is the box of a `for name in …` loop's variable when nothing else kept it.

import ScriptFrontEnd

/// The scopes of the iterations of one loop.
struct IterationScopes {
    let parent: Environment
    private var spare: Environment?
    /// The previous iteration's loop variable box, its value already released.
    private var spareBox: Box?

    init(parent: Environment) { self.parent = parent }

    /// The scope for the next iteration: the previous one's, emptied, when it could be kept.
    mutating func next() -> Environment {
        if let scope = spare.take() { return scope }
        return Environment(parent: parent)
    }

    /// Binds `for name in …`'s variable in the iteration's scope, in the last iteration's box
    /// when nothing else held it (a fresh box is indistinguishable: no one can see the old one).
    mutating func bindLoopVariable(_ name: String, isLet: Bool, _ value: Value, in scope: Environment) {
        if let box = spareBox.take(), box.isLet == isLet {
            box.value = value
            box.declaredType = nil
            scope.define(name, box)
        } else {
            scope.define(name, Box(value, isLet: isLet))
        }
    }

    /// The iteration is over. Its variables are released now, newest first, as freeing the
    /// scope would; the scope is kept for the next iteration unless something else holds it
    /// (a closure or a nested function captured it), it binds more than variables or a name
    /// was bound again in it (then freeing it sorts its variables by creation).
    mutating func finish(_ scope: inout Environment) {
        guard isKnownUniquelyReferenced(&scope), scope.holdsOnlyVariables, scope.isPlainScope,
            scope.values.isInDeclarationOrder
        else { return }
        if let box = scope.releaseVariablesKeepingFirstBox() {
            box.value = .void  // the loop variable's value goes last, as the box would have
            spareBox = box
        }
        spare = scope
    }
}

extension Environment {
    /// No receiver, initializer or observer state: a scope `IterationScopes` may empty and reuse.
    var isPlainScope: Bool { !isInitializer && observedProperty == nil && selfBox == nil && selfType == nil }
}
