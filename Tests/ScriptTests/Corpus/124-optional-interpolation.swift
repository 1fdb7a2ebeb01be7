// Optionals inside string interpolation print as Optional(...) or nil.
let nickname: String? = "Ace"
let missing: String? = nil
let age: Int? = 36
print("nickname: \(String(describing: nickname))")
print("missing: \(String(describing: missing))")
print("age: \(age ?? 0), raw: \(String(describing: age))")
print("unwrapped: \(nickname!)")
if let nickname {
    print("hello, \(nickname)")
}
let list: [String?] = ["a", nil]
print("list: \(list)")
print("count: \(nickname?.count ?? 0)")
