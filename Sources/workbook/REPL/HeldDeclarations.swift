import CompilerCheck

/// Declarations waiting for a name they use (or, with no name missing, constants waiting for
/// the next entry to give them a value, as the lines below them do in a file). In a file,
/// declarations may name each other in any order (`struct Read { let registrar: MiniRegistrar }`
/// before `MiniRegistrar`); typed or pasted one entry at a time, the first would be refused. So an
/// entry that only declares, and whose only errors are names not found, is held (unrun, unrecorded) and checked again
/// together with the next entry: once the name is declared, they compile and run as one.
struct HeldDeclarations {
    private struct Held {
        var source: String
        var names: Set<String>
    }

    private var held: [Held] = []
    /// The names the held declarations wait for, for the learner's note.
    private(set) var missing: [String] = []

    var isEmpty: Bool { held.isEmpty }

    /// What to check for `entry`: the held declarations, then `entry`. A held declaration the
    /// entry declares anew is left out (retyping a mistyped declaration replaces it).
    func source(before entry: String) -> String {
        let replaced = EntryChecker.declaredNames(in: entry)
        let kept = held.filter { $0.names.isDisjoint(with: replaced) }
        return (kept.map(\.source) + [entry]).joined(separator: "\n")
    }

    /// Holds `source` (which already includes what was held) until `missing` are declared.
    mutating func hold(_ source: String, waitingFor missing: [String]) {
        held = [Held(source: source, names: EntryChecker.declaredNames(in: source))]
        self.missing = missing
    }

    /// The held names, sorted, for the learner's note (`Read`, `total(of:)`).
    var heldNames: [String] { held.flatMap(\.names).sorted() }

    mutating func clear() {
        held = []
        missing = []
    }
}
