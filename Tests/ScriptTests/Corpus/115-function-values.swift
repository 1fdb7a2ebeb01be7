// Functions as values: returning closures, composing, storing by name.
func multiplier(_ factor: Int) -> (Int) -> Int {
    { $0 * factor }
}
func compose<A, B, C>(_ f: @escaping (A) -> B, _ g: @escaping (B) -> C) -> (A) -> C {
    { g(f($0)) }
}
let triple = multiplier(3)
let describe: (Int) -> String = { "value \($0)" }
let tripleThenDescribe = compose(triple, describe)
print(triple(7), tripleThenDescribe(5))

let operations: [String: (Int, Int) -> Int] = [
    "add": (+),
    "sub": { $0 - $1 },
    "max": { max($0, $1) },
]
for name in operations.keys.sorted() {
    if let op = operations[name] {
        print(name, op(10, 4))
    }
}
var pipeline: [(String) -> String] = []
pipeline.append { $0.lowercased() }
pipeline.append { $0 + "!" }
pipeline.append { String($0.reversed()) }
print(pipeline.reduce("HeLLo") { value, step in step(value) })
func apply(_ times: Int, _ f: (Int) -> Int, to value: Int) -> Int {
    var result = value
    for _ in 0..<times { result = f(result) }
    return result
}
print(apply(4, multiplier(2), to: 1))
