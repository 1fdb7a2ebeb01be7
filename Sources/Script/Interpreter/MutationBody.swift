// Where `mutate` (Mutation.swift) runs its body. A file of its own on purpose: in the
// README's build each file is optimized alone, and a body applied in the same file let the
// optimizer clone `mutate` once for every closure passed to it (19 clones, 16% of the
// module's machine code, the costliest file of a learner's first build). Called from another
// file, the closure stays a closure there; the release build (whole-module) still inlines it.
// (Issue 17: Mutation.swift now compiles in about a third of the time, at the same run-time speed.)
// A method of the value, not of the interpreter: it reads nothing else.

extension Value {
    mutating func applyMutationBody(_ body: (inout Value) throws -> Void) throws {
        try body(&self)
    }
}
