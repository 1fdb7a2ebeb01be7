// A cast to a function type compares the function's written type: a declared function's, a closure's
// written { (x: T) -> R in … }, exactly ([Int] is Array<Int>, Void is ()); a value that is no function is not one.
func twice(_ x: Int) -> Int { x * 2 }
func fail() throws {}
var things: [Any] = [0, "a", { (name: String) -> String in "Hello, \(name)" }, twice, fail, (3, 4)]
for thing in things {
    switch thing {
    case let f as (String) -> String: print("string converter", f("Ada"))
    case let f as (Int) -> Int: print("int function", f(21))
    case is () throws -> Void: print("a throwing function")
    case let n as Int: print("int", n)
    default: print("something else")
    }
}
print(things[3] is (Int) -> Int, things[3] is (Int) -> Double, things[2] as? (String) -> Void == nil)
let g: Any = { (a: [Int], b: Int?) -> Void in }
print(g is (Array<Int>, Optional<Int>) -> (), g is ([Int], Int?) -> Void, g is ([Int], Int) -> Void)
typealias Num = Int
typealias Handler = (Num) -> Num
func inc(_ x: Num) -> Num { x + 1 }
let more: [Any] = [inc, { (s: String) -> Void in }, 3]
for t in more {
    if let h = t as? Handler { print("handler", h(1)) }
    print(t is (Int) -> Int, t is Handler, t is (String) -> (), t is Num)
}

// A closure's type written beside it: an annotation or an 'as' coercion.
let f3: (Int) -> Int = { $0 + 1 }
let g3: Any = f3
let h: Any = { $0 * 2 } as (Int) -> Int
let k: (String) throws -> Void = { _ in }
let anyK: Any = k
print(g3 is (Int) -> Int, h is (Int) -> Int, h is (Int) -> Double, anyK is (String) throws -> Void, anyK is (String) -> Void)
if let m = h as? (Int) -> Int { print(m(21)) }
