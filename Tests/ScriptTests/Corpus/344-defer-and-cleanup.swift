// defer runs on every exit from a scope, in reverse order, with deinit after it.
final class Lock {
    let name: String
    init(_ name: String) { self.name = name; print("lock \(name)") }
    deinit { print("unlock \(name)") }
}
enum Failure: Error { case boom }
func work(_ fail: Bool) throws -> String {
    let lock = Lock("work")
    defer { print("defer 1 for \(lock.name)") }
    defer { print("defer 2") }
    if fail { throw Failure.boom }
    return "worked"
}
print(try work(false))
do { _ = try work(true) } catch { print("caught", error) }
for i in 1...2 {
    defer { print("end of iteration \(i)") }
    print("iteration \(i)")
}
