// type(of:) of a call whose declared result is a function type prints that type (the fuzzer's
// most frequent refusal: `type(of: makeCounter(step: 1))`); a closure literal in a variable is still refused.
func makeCounter(step: Int) -> () -> Int {
    var total = 0
    return { total += step; return total }
}
func makeAdder() -> (Int, Int) -> Int { { $0 + $1 } }
func makeLogger() -> (String) -> Void { { print("log:", $0) } }
func makeParser() -> (String) throws -> Int { { s in Int(s) ?? 0 } }
func makeSwapper() -> (inout Int, inout Int) -> () { { a, b in swap(&a, &b) } }
func makeOptional() -> ([Int]) -> Int? { { $0.first } }
func makeNested() -> (Int) -> (Int) -> Int { { a in { b in a * b } } }
struct Point { var x = 0 }
func makePointMaker() -> (Int) -> Point { { Point(x: $0) } }
func makeTuple() -> () -> (Int, String) { { (1, "a") } }
func makeAsync() -> () async -> Int { { 1 } }
print(type(of: makeCounter(step: 1)))
print(type(of: makeAdder()))
print(type(of: makeLogger()))
print(type(of: makeParser()))
print(type(of: makeSwapper()))
print(type(of: makeOptional()))
print(type(of: makeNested()))
print(type(of: makePointMaker()))
print(type(of: makeTuple()))
let c = makeCounter(step: 2)
print(c(), c(), type(of: makeCounter(step: 3)) == type(of: makeCounter(step: 4)))
