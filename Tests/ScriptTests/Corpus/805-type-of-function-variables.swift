// type(of:) of a variable holding a function value prints its type when the declaration spells it:
// a written function type, a named function, a call returning a written function type, or another such variable.
func stepForward(_ input: Int) -> Int { return input + 1 }
func stepBackward(_ input: Int) -> Int { return input - 1 }
func chooseStepFunction(backward: Bool) -> (Int) -> Int {
    return backward ? stepBackward : stepForward
}
let f = chooseStepFunction(backward: true)
print(type(of: f))
print(type(of: stepForward))
let g: (Int) -> Int = stepForward
print(type(of: g))
print(type(of: chooseStepFunction(backward: false)))
var mathFunction: (Int, Int) -> Int = { $0 + $1 }
print(type(of: mathFunction))
mathFunction = { $0 * $1 }
print(type(of: mathFunction))
let h = f
print(type(of: h))
let k = stepForward
print(type(of: k))
func local() {
    let inner = chooseStepFunction(backward: false)
    print(type(of: inner))
    let f = 3
    print(type(of: f))
}
local()
let t: (inout Int) throws -> Void = { $0 += 1 }
print(type(of: t))
let concurrent: @Sendable (Int) -> Int = { $0 }
print(concurrent(1))
