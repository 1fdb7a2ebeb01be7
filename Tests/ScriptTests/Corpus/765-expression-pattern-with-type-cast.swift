// `case 0 as Int` is a type-casting pattern around `0`: it matches only an Int zero, so a
// Double zero (or an Int16 zero) is not one.
let values: [Any] = [0, 0.0, 3, Int16(0)]
for value in values {
    switch value {
    case 0 as Int: print("an Int zero")
    case 0 as Double: print("a Double zero")
    default: print("something else")
    }
}
