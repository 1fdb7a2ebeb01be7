// A program's global `~=` decides an expression pattern (switch, if case); a string literal
// compared with a closure's Character parameter is a Character.
struct Even {}
func ~= (_: Even, value: Int) -> Bool { value % 2 == 0 }
struct Multiple { let of: Int }
func ~= (pattern: Multiple, value: Int) -> Bool { value % pattern.of == 0 }
func ~= (pattern: String, value: Int) -> Bool { pattern == String(value) }
for n in [8, 9, 42] {
    switch n {
    case "42": print(n, "the answer")
    case Even(): print(n, "even")
    case Multiple(of: 3): print(n, "a multiple of 3")
    default: print(n, "other")
    }
}
if case Multiple(of: 2) = 9 { print("9 is even") } else { print("9 is odd") }

print("abcdef".filter { $0 > "c" }, "abc".map { $0 >= "b" }, "Swift".sorted { $0 > $1 })
print("Swift".contains { $0 < "a" }, "Swift".first { $0 > "S" }!, "banana".split { $0 == "n" })
