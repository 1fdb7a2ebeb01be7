// Calling a method through an optional reference without unwrapping it.
final class Registrar {
    var log: [String] = []
    func record(_ event: String) { log.append(event) }
}

var registrar: Registrar? = Registrar()
print("registrar ready:", registrar != nil)
registrar.record("willSet title")
print(registrar?.log ?? [])
