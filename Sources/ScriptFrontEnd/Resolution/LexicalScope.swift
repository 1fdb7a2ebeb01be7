// One scope the interpreter will make when the program runs, as `SlotResolver` sees it while
// it walks the program. It mirrors `Environment`: the names bound in it in the order the
// interpreter binds them, so a name's position here is its position in the scope's variables.

package final class LexicalScope {
    package enum Kind: Equatable {
        /// The globals: where top-level code runs and top-level variables live.
        case topLevel
        /// `if`, `while`, `repeat`, `for`, a `switch` case, `do`, `catch`, `defer`, `{ … }`.
        case block
        /// A function's call: its parameters and body share one scope.
        case function(FunctionPlace)
        /// A closure's call: its capture list, parameters and body share one scope. Around it
        /// at run time: the variables it captures, copied into one scope of their own unless it
        /// was made at top level, then the globals (`Interpreter.captureEnvironment`).
        case closure(madeAtTopLevel: Bool)
    }

    /// Where a function is declared decides what encloses its call's scope at run time.
    package enum FunctionPlace: Equatable {
        /// At top level: the globals.
        case topLevel
        /// Inside a body: the scope it was found in, which depends on the call.
        case local
        /// In a type: the type's scope, whose members are in scope unqualified.
        case member
    }

    package let kind: Kind
    /// Variables bound so far, in binding order; a name bound again keeps its first place
    /// (`ScopeVariables.updateValue` replaces it in place).
    package private(set) var bound: [String] = []
    /// Every variable this scope binds at some point, so that a use before its binding is not
    /// placed on an outer variable of the same name.
    package var willBind: Set<String> = []
    /// Names meaning something else than a variable here (a local function or type, a generic
    /// parameter): no name is placed through them.
    package var nonVariables: Set<String> = []
    /// `self` is bound here (a capture list, `guard let self`): its members are in scope
    /// unqualified, so no name is placed through this scope.
    package var bindsSelf = false
    /// Binds something the resolver does not model (a wrapped, lazy or `async let` local):
    /// no name is placed in or through it.
    package var isOpaque = false

    package init(_ kind: Kind) { self.kind = kind }

    package func bind(_ name: String) {
        guard name != "_" else { return }
        if name == "self" { bindsSelf = true }
        if !bound.contains(name) { bound.append(name) }
    }

    package func position(of name: String) -> Int? { bound.firstIndex(of: name) }

    /// Whether `name` means anything at all here, now or later in the scope.
    package func mentions(_ name: String) -> Bool {
        isOpaque || bindsSelf || nonVariables.contains(name) || willBind.contains(name) || bound.contains(name)
    }
}
