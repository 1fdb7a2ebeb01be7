// `countdown.prefix(2)`, `dropFirst`, `drop(while:)`, `enumerated()` and `zip` of a program's own
// sequence: the prelude's wrapper sequences, which ask it for elements only as they are asked for
// theirs (a loop's body runs between its `next()` calls; an endless sequence is cut short).

import ScriptFrontEnd

extension ExtensionDispatch {
    /// Whether `name` with these labels may make one of the prelude's wrapper sequences.
    static func makesWrapper(_ name: String, labels: [String?]) -> Bool {
        switch (name, labels.first ?? nil, labels.count) {
        // A trailing closure drops its label: `drop { … }` is `drop(while:)`.
        case ("prefix", nil, 1), ("dropFirst", nil, 0...1), ("drop", "while", 1), ("drop", nil, 1),
            ("enumerated", nil, 0):
            return true
        default: return false
        }
    }

    /// `countdown.prefix(2)`, `dropFirst(_:)`, `drop(while:)` and `enumerated()` of a program's own
    /// sequence: the prelude's `PrefixSequence`, `DropFirstSequence`, `DropWhileSequence` and
    /// `EnumeratedSequence`, which ask it for elements only as they are asked for theirs (nil: the
    /// method runs on its elements). A program's `Collection` never asks for the others: the
    /// prelude's `extension Collection` slices it by its indices first.
    func wrapper(
        of sequence: Value, _ name: String, _ arguments: [Value], labels: [String?], pos: SourcePos
    ) throws
        -> Value?
    {
        switch (name, arguments.first) {
        case ("enumerated", nil):
            return try interpreter.preludeValue("EnumeratedSequence", [sequence], labels: [nil], pos: pos)
        case ("prefix", .int?):
            return try interpreter.preludeValue(
                "PrefixSequence", [sequence] + arguments, labels: [nil, "maxLength"], pos: pos)
        case ("dropFirst", nil):
            return try interpreter.preludeValue(
                "DropFirstSequence", [sequence, .int(1)], labels: [nil, "dropping"], pos: pos)
        case ("dropFirst", .int?):
            return try interpreter.preludeValue(
                "DropFirstSequence", [sequence] + arguments, labels: [nil, "dropping"], pos: pos)
        case ("drop", .function?):
            return try interpreter.preludeValue(
                "DropWhileSequence", [sequence] + arguments, labels: [nil, "predicate"], pos: pos)
        default: return nil
        }
    }

    /// `zip(a, b)` where either is a program's own sequence: the prelude's `Zip2Sequence`, which asks
    /// the first, then the second, one element at a time (nil: both are builtin sequences).
    func zipSequence(_ first: Value, _ second: Value, pos: SourcePos) throws -> Value? {
        let isProgramSequence = { (value: Value) in self.interpreter.typeInfo(of: value)?.isScriptSequence == true }
        guard isProgramSequence(first) || isProgramSequence(second) else { return nil }
        return try interpreter.preludeValue("Zip2Sequence", [first, second], labels: [nil, nil], pos: pos)
    }
}
