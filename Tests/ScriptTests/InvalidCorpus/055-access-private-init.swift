// Calling a `private` initializer from outside.
final class Registry {
    static let shared = Registry()
    var names: [String] = []
    private init() {}
}

Registry.shared.names.append("ada")
print(Registry.shared.names)
let other = Registry()
print(other.names)
