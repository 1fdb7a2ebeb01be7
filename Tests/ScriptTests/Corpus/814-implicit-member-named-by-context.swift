// `.medium` where two enums have a case `medium`: the context names the enum (an array literal
// typed by its other elements, a parameter, a property, a return). The interpreter matched the
// case by name and stopped mid-run in the array literal, after printing the first line.
enum Priority { case low, medium, high }
enum Size: Equatable { case small, medium, large(Int) }
struct Box { var size: Size = .medium; var p: Priority = .medium }
func f(_ s: Size) -> String { "\(s)" }
func g() -> Size { .medium }
var s: Size = .medium
print(f(.medium), g(), s == .medium, s != .large(2))
s = .large(3)
switch s {
case .small: print("s")
case .large(let n) where n > 2: print("big", n)
default: print("other")
}
let d: [String: Size] = ["a": .medium, "b": .large(1)]
print(d["a"]!, d["b"]!)
let o: Size? = .medium
print(o as Any, o == .medium, Box(), Box(size: .large(5), p: .medium))
let t = true ? Size.medium : .small
print(t, [Priority.high, .medium])
let sizes: [Size] = [.medium, .large(9)]
print(sizes.contains(.medium), sizes.firstIndex(of: .large(9)) as Any)
var b = Box()
b.p = .medium
b.size = .large(b.p == .medium ? 1 : 2)
print(b)
if case .medium = o { print("yes") }
print(sizes.filter { $0 == .medium }.count, sizes.map { $0 == .medium ? Priority.medium : .low })
print([Size.large(2), .small, .large(1), .medium].count)
struct Task {
    enum Priority { case low, medium }
    var priority: Priority = .medium
    var sizes: [Size] = [.large(1), .medium]
}
print(Task().priority, Task().sizes, [Task.Priority.low, .medium])
// An enum nested in an extension, of a builtin type (`Int.Kind`) and of the program's own.
extension Int {
    enum Kind { case negative, zero, positive }
    var kind: Kind { self == 0 ? .zero : self > 0 ? .positive : .negative }
}
struct Job {}
extension Job { enum Level { case low, high } }
func level() -> Job.Level { .high }
print([3, 0, -2].map { "\($0.kind)" }, level(), [Job.Level.high, .low])
extension Int { enum Level { case zero, one }
 class Box {} }
print(Int.Level.zero, "\(Int.Level.one)")
let k: Int.Level = .one
print(k == .one, type(of: k))
