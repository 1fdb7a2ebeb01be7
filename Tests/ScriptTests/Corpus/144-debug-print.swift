// debugPrint and String(reflecting:) show quotes and escapes; print does not.
let name = "Ada \"Countess\" Lovelace"
print(name)
debugPrint(name)
debugPrint(42, 2.5, true)
debugPrint(["a", "b"], separator: " | ")
print(String(reflecting: "tab\there"))
let nested: [String: [Int]] = ["k": [1, 2]]
debugPrint(nested)
let optionalName: String? = "Grace"
debugPrint(optionalName as Any)
print(String(describing: optionalName), String(reflecting: 7))
