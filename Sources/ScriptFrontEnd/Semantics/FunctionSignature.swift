// What makes two function declarations the same function: name, argument labels and
// parameter types (Swift overloads on types, so `f(_: Int)` and `f(_: Double)` coexist).

extension FunctionDecl {
    /// `f(_:Int,by:Double)`: a later declaration with the same key replaces this one.
    package var signatureKey: String {
        name + "(" + params.map { ($0.label ?? "_") + ":" + $0.type.description }.joined(separator: ",") + ")"
    }

    /// `f(_:by:)`, as the compiler names a function in diagnostics.
    package var displayName: String {
        name + "(" + params.map { ($0.label ?? "_") + ":" }.joined() + ")"
    }
}
