// Result: .success / .failure, switch, get(), map, init(catching:).
enum LoadError: Error, CustomStringConvertible {
    case missing(String)
    case empty
    var description: String {
        switch self {
        case .missing(let name): return "missing \(name)"
        case .empty: return "empty"
        }
    }
}

func load(_ name: String) -> Result<Int, LoadError> {
    if name.isEmpty { return .failure(.empty) }
    if name == "ghost" { return .failure(.missing(name)) }
    return .success(name.count)
}

for name in ["notes", "ghost", ""] {
    switch load(name) {
    case .success(let size): print("\(name): \(size) bytes")
    case .failure(let error): print("failed: \(error)")
    }
}

print((try? load("abc").get()) ?? -1)
do {
    _ = try load("ghost").get()
} catch {
    print("caught:", error)
}
let doubled = load("four").map { $0 * 2 }
if case .success(let value) = doubled { print("doubled", value) }
let described = load("").mapError { _ in LoadError.missing("default") }
if case .failure(let error) = described { print("mapped error:", error) }

func parse(_ text: String) throws -> Int {
    guard let n = Int(text) else { throw LoadError.missing(text) }
    return n
}
let parsed = Result { try parse("42") }
let failed = Result { try parse("x") }
print(try parsed.get())
if case .failure(let error) = failed { print("parse failed:", error) }
