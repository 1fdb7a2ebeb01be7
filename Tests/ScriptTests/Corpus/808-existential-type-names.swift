// type(of:) names an existential element by its protocols, as Swift does (Array<P & Q>, not Array<any P & Q>),
// and a [Any] or [AnyObject] by what it is declared, never by what it holds.
protocol P {}
protocol Q {}
struct S: P, Q {}
let a: [any P & Q] = [S()]
print(type(of: a))
let o: (any P)? = S()
print(type(of: o))
let d: [String: any P] = [:]
print(type(of: d))
let anys: [Any] = [1]
print(type(of: anys))
let objs: [AnyObject] = []
print(type(of: objs))
let shapes: [any P] = [S()]
print(type(of: shapes), shapes.count)
