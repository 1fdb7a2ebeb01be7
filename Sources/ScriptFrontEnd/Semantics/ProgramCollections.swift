// A standard-library method that changes a sequence in place (`sort()`, `reverse()`, `append(_:)` …),
// called on a program's own sequence or collection that does not declare it. Swift runs it through
// the type's own subscripts and indices; the workbook does not model those algorithms, and running
// the method on a copy of the elements would change nothing. So it is refused before the run.
// (`swapAt`, `MutableCollection`'s, is the prelude's, and runs.)

enum ProgramCollections {
    private static let inPlaceMethods: Set<String> = [
        "append", "insert", "remove", "removeAll", "removeFirst", "removeLast", "popLast", "popFirst", "sort",
        "reverse", "shuffle", "removeSubrange", "replaceSubrange", "reserveCapacity", "partition",
    ]

    static func refusal(
        of name: String, on base: Expr, typer: ExpressionTyper, model: DeclarationModel
    ) -> ScriptError? {
        guard inPlaceMethods.contains(name), case .nominal(let typeName, _) = typer.type(of: base),
            model.types[typeName]?.declaration != nil
        else { return nil }
        let inherited = model.inheritedNames(of: typeName)
        guard inherited.contains("Sequence"), model.members(named: name, in: typeName).isEmpty,
            !inherited.contains(where: { model.types[$0]?.members[name]?.isEmpty == false })
        else { return nil }
        return ScriptError.compile(
            "'\(name)' on '\(typeName)', a sequence of the program's own, is not supported in the workbook: Swift"
                + " changes it in place through its subscripts, which the workbook does not model; declare '\(name)'"
                + " in '\(typeName)', or change the array it holds (UNSUPPORTED.md lists what it does not run)",
            at: base.pos)
    }
}
