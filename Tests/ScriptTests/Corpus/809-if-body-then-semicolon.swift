// A condition's braces followed by `;` on the same line are the statement's body, not a trailing
// closure (swiftc reads a trailing closure in a condition only before `{`, `where` or `,`).
var cache: [Int: Int] = [:]
func fib(_ n: Int) -> Int { if n < 2 { return n }; if let v = cache[n] { return v }; let r = fib(n - 1) + fib(n - 2); cache[n] = r; return r }
print(fib(60))
var log: [String] = []
let flags = [true, false]
for f in flags { if f { log.append("yes") }; log.append("next") }
while log.count < 5 { log.append("pad") }; print(log)
guard let first = log.first else { fatalError() }; print(first)
