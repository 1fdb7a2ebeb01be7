// defer runs on every exit: normal return, thrown error, break and continue.
enum SaveError: Error { case diskFull }

func save(_ name: String, fail: Bool) throws -> String {
    print("lock \(name)")
    defer { print("unlock \(name)") }
    if fail {
        throw SaveError.diskFull
    }
    return "saved \(name)"
}
do {
    print(try save("a", fail: false))
    print(try save("b", fail: true))
} catch {
    print("caught \(error)")
}

for n in 1...4 {
    defer { print("cleanup \(n)") }
    if n == 2 { continue }
    if n == 3 { break }
    print("work \(n)")
}
func nested() {
    defer { print("outer defer") }
    do {
        defer { print("inner defer") }
        print("inner body")
    }
    print("outer body")
}
nested()
