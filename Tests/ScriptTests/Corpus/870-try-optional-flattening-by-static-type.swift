// `try?` flattens an optional only when the expression's static type is one: `try? f()` of an `Int?` is an
// `Int?`, but `try? f() as Any` (and a function returning `Any` that holds an optional) is wrapped once more.
enum E: Error { case x }
func g(_ ok: Bool) throws -> Any { if !ok { throw E.x }; return Optional(3) as Any }
func h() throws -> Int? { 4 }
let a = try? g(true)
let b = try? g(false)
let c = try? h()
print(a as Any, b as Any, c as Any, type(of: c))
enum Failure: Error { case bad(Int), worse }
func fetch(_ x: Int) throws -> Int? { if x < 0 { throw Failure.bad(x) }; return x == 0 ? nil : x }
print((try? fetch(1) as Any) as Any, (try? fetch(0)) as Any, (try? fetch(-1)) as Any)
let r = try? fetch(2)
print(type(of: r), r as Any)
func typed(_ x: Int) throws(Failure) -> Int { if x > 5 { throw .worse }; return x }
do { _ = try typed(9) } catch { print("typed", error, type(of: error)) }
func apply(_ xs: [Int], _ g: (Int) throws -> Int) rethrows -> [Int] { try xs.map(g) }
print(apply([1, 2]) { $0 * 2 })
do { print(try apply([1, -2]) { x in guard x > 0 else { throw Failure.bad(x) }; return x }) } catch Failure.bad(let v) where v < -1 { print("very bad", v) } catch { print("other") }
struct V { let n: Int; init(_ n: Int) throws { guard n > 0 else { throw Failure.worse }; self.n = n } }
print((try? V(1))?.n as Any, (try? V(0)) as Any)
func cleanup() throws -> String {
    var log = ""
    defer { log += "d"; print("defer saw", log) }
    log += "a"
    throw Failure.worse
}
do { _ = try cleanup() } catch { print("caught", error) }
let results: [Result<Int, Failure>] = [.success(1), .failure(.bad(2))]
for res in results {
    switch res {
    case .success(let v): print("ok", v)
    case .failure(.bad(let v)): print("bad", v)
    case .failure(let e): print(e)
    }
}
print(results.map { (try? $0.get()) as Any })
let mapped = results[0].map { $0 * 10 }.flatMap { v -> Result<String, Failure> in .success("v\(v)") }
print(mapped)
