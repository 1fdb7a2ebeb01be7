// Where a name will be found when the program runs, worked out before it runs
// (`SlotResolver`). The interpreter reads a placed name by counting scopes up and taking one
// entry, instead of comparing the name with every variable of every scope on the way.

/// A name the resolver placed: `hops` scopes up from where it is used, then the variable at
/// `index` in that scope (a local: parameters and variables of the same function, closure or
/// top-level block), or the variable of that name in the scope a closure's captures are copied
/// into (a capture), or in the globals (a global). A capture's or a global's index is learnt on
/// first use: the globals only grow (a REPL redeclaration replaces a variable in place), and the
/// copies of one closure's captures come in one order.
///
/// The interpreter trusts a slot only after checking it (`Interpreter.placedBox`): the entry it
/// takes must bear the name, and a global's scope must be the globals. The resolver vouches
/// that no scope on the way holds the name; when the check fails the name is looked up by
/// walking the scopes, as for any name.
package final class NameSlot: @unchecked Sendable {
    package enum Place: Equatable {
        case local(index: Int)
        case captured
        case global
    }

    package let name: String
    package let key: NameKey
    package let hops: Int
    package let place: Place
    /// A capture's or a global's position in its scope's variables last time it was found there.
    package var learntIndex = -1
    /// How many variables the globals held when the name was last not found among them
    /// (a function, a type, a builtin): no need to look again until one is added.
    package var globalsCountWhenMissing = -1

    package init(name: String, hops: Int, place: Place) {
        self.name = name
        self.key = NameKey(name)
        self.hops = hops
        self.place = place
    }
}
