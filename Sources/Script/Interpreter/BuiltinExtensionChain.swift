// The program's extensions that apply to one kind of builtin value (`extension Array`, then
// `extension Collection`, `extension Sequence`), kept per kind by `TypeRegistry`, with a
// sketch of the method names they declare: a call of a method none of them declares
// (`items.append(x)` beside the prelude's `extension Array`) is told so without hashing.

import ScriptFrontEnd

struct BuiltinExtensionChain {
    let extensions: [TypeInfo]
    /// What the builtin has itself (`BuiltinValueKind.nativeMemberNames`).
    let nativeMembers: Set<String>
    /// One bit per (length, first byte) class of the declared method names.
    private let sketch: UInt64
    /// How many method names the extensions declared when the sketch was made: methods are
    /// only ever added (a later run's `extension Array { … }`), so a change of count is a
    /// new name and the sketch must be made again.
    private let methodNameCount: Int

    init(_ extensions: [TypeInfo], nativeMembers: Set<String>) {
        self.extensions = extensions
        self.nativeMembers = nativeMembers
        var sketch: UInt64 = 0
        for ext in extensions { for name in ext.methods.keys { sketch |= Self.bit(name) } }
        self.sketch = sketch
        methodNameCount = Self.methodNameCount(of: extensions)
    }

    /// The same extensions, sketched again.
    func remade() -> BuiltinExtensionChain { BuiltinExtensionChain(extensions, nativeMembers: nativeMembers) }

    /// A program protocol's member `name` that the builtin has itself: Swift picks the
    /// builtin's own (the concrete type's member, or the requirement's witness). So does a
    /// default the prelude declares (`extension Collection { var count … }`, for a program's collections).
    func leavesToType(_ ext: TypeInfo, _ name: String) -> Bool {
        (ext.kind == .protocolType || ext.preludeMembers.contains(name)) && nativeMembers.contains(name)
    }

    /// False when the extensions gained methods since the sketch was made.
    var isCurrent: Bool { Self.methodNameCount(of: extensions) == methodNameCount }

    /// False when no extension of the chain declares a method `name`.
    func mayDeclareMethod(_ name: String) -> Bool { sketch & Self.bit(name) != 0 }

    private static func methodNameCount(of extensions: [TypeInfo]) -> Int {
        var count = 0
        for ext in extensions { count += ext.methods.count }
        return count
    }

    private static func bit(_ name: String) -> UInt64 {
        let utf8 = name.utf8
        let first = Int(utf8.first ?? 0)
        return 1 << UInt64((utf8.count &* 31 &+ first) & 63)
    }
}
