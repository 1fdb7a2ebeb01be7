// Where a name will be found when the program runs, worked out before it runs
// (`SlotResolver`). The interpreter reads a placed name by counting scopes up and taking one
// entry, instead of comparing the name with every variable of every scope on the way.

/// A name the resolver placed: `hops` scopes up from where it is used, then either the
/// variable at `index` in that scope (a local: parameters and variables of the same function,
/// closure or top-level block) or the globals' variable of that name (its index learnt on
/// first use: the globals only grow, and a REPL redeclaration replaces a variable in place).
///
/// The interpreter trusts a slot only after checking it (`Interpreter.placedBox`): the scope
/// reached must be the globals for a global, and the entry at `index` must bear the name for
/// a local. When the check fails the name is looked up by walking the scopes, as for any name.
final class NameSlot: @unchecked Sendable {
    enum Place: Equatable {
        case local(index: Int)
        case global
    }

    let name: String
    let key: NameKey
    let hops: Int
    let place: Place
    /// A global's position in the globals' variables last time it was found there.
    var globalIndex = -1
    /// How many variables the globals held when the name was last not found among them
    /// (a function, a type, a builtin): no need to look again until one is added.
    var globalsCountWhenMissing = -1

    init(name: String, hops: Int, place: Place) {
        self.name = name
        self.key = NameKey(name)
        self.hops = hops
        self.place = place
    }
}
