// A type that only offers debugDescription prints it everywhere, as String(describing:) does;
// with both, print uses description and collections use debugDescription.
struct Token: CustomDebugStringConvertible {
    var kind: String
    var text: String
    var debugDescription: String { "<\(kind) '\(text)'>" }
}

struct Temperature: CustomStringConvertible, CustomDebugStringConvertible {
    var celsius: Double
    var description: String { "\(celsius)°C" }
    var debugDescription: String { "Temperature(celsius: \(celsius))" }
}

let tokens = [Token(kind: "word", text: "let"), Token(kind: "number", text: "42")]
print(tokens[0])
print("first: \(tokens[0])")
print(String(describing: tokens[1]), String(reflecting: tokens[1]))
print(tokens)
debugPrint(tokens[0])
let warm = Temperature(celsius: 21.5)
print(warm, [warm])
print("\(warm)", String(reflecting: warm))
debugPrint(warm)
let maybe: Token? = tokens.last
print(maybe as Any)
