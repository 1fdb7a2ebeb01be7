/// `:deps [variable.property]` — the live dependency footprint.
enum DepsCommand: ReplCommand {
    static let name = "deps"
    static let argumentHint = "[var.property]"
    static let summary = "show what every tracking and view body depends on"
    static let details = """
        :deps draws every installed tracking — withObservationTracking calls and mounted
        view bodies — with where it was installed and each Object#n.property it read: the
        footprint a change is checked against. :deps board.home lists who depends on one
        property of the object in the variable 'board'. Trackings are one-shot: one that
        fired is gone until it is installed again.
        """

    static func run(_ argument: String, in repl: ReplSession) {
        let argument = argument.trimmingCharacters(in: .whitespaces)
        guard !argument.isEmpty else {
            for line in repl.footprint.tree() { repl.console.line(line) }
            return
        }
        let parts = argument.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty else {
            repl.console.error("usage: :deps or :deps variable.property, e.g. :deps board.home (got '\(argument)')")
            return
        }
        guard let object = repl.session.object(inVariable: parts[0]) else {
            repl.console.error("'\(parts[0])' is not a variable holding an object (:vars lists the variables)")
            return
        }
        let lines = repl.footprint.dependents(of: object.id, typeName: object.typeName, property: parts[1])
        for line in lines { repl.console.line(line) }
    }
}
