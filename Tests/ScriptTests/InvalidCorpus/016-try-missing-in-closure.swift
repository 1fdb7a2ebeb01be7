// `try` missing inside a closure passed to map.
struct ParseError: Error {}

func parsePriority(_ s: String) throws -> Int {
    guard let n = Int(s) else { throw ParseError() }
    return n
}

let raw = ["1", "3", "2"]
print("raw:", raw)
let priorities = raw.map { parsePriority($0) }
print(priorities)
