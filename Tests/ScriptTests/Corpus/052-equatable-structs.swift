// Equatable and Hashable synthesized for structs and enums; used by ==, contains, Set.
struct TodoItem: Equatable, Hashable {
    var title: String
    var done: Bool
}
enum Priority: Equatable {
    case low, high
}

let a = TodoItem(title: "Ship", done: false)
var b = a
print(a == b)
b.done = true
print(a == b, a != b)
let list = [a, b]
print(list.contains(TodoItem(title: "Ship", done: true)))
print(list.firstIndex(of: b) ?? -1)
let unique = Set([a, a, b])
print(unique.count)
print(Priority.low == .low, Priority.low == .high)

struct Version: Comparable {
    var major: Int
    var minor: Int
    static func < (lhs: Version, rhs: Version) -> Bool {
        lhs.major != rhs.major ? lhs.major < rhs.major : lhs.minor < rhs.minor
    }
}
let versions = [Version(major: 1, minor: 5), Version(major: 1, minor: 2), Version(major: 0, minor: 9)]
print(versions.sorted().map { "\($0.major).\($0.minor)" })
print(Version(major: 2, minor: 0) > Version(major: 1, minor: 9))
print(versions.max().map { "\($0.major).\($0.minor)" } ?? "-")
