// Optional map and flatMap, and chaining results.
let input: String? = "42"
let number = input.flatMap { Int($0) }
print(number ?? -1)
let doubled = number.map { $0 * 2 }
print(doubled ?? -1)
let bad: String? = "forty"
print(bad.flatMap { Int($0) } == nil)
let none: String? = nil
print(none.map { $0.count } ?? 0)

struct UserProfile {
    var email: String?
}
let users = [UserProfile(email: "a@x.org"), UserProfile(email: nil)]
let domains = users.map { $0.email.map { String($0.split(separator: "@").last ?? "") } ?? "(none)" }
print(domains)
let lengths = users.compactMap { $0.email?.count }
print(lengths)
let first = users.first?.email?.uppercased()
print(first ?? "-")
var optionalList: [Int]? = [1, 2]
optionalList?.append(3)
print(optionalList?.count ?? 0, optionalList ?? [])
optionalList = nil
optionalList?.append(4)
print(optionalList == nil)
