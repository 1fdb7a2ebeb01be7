// Ranges over the program's own Comparable types: `contains`, bounds, `isEmpty`, printing,
// `~=` in a switch, all through the type's own `<`.
struct Version: Comparable, CustomStringConvertible {
    var major: Int, minor: Int
    static func < (l: Version, r: Version) -> Bool { (l.major, l.minor) < (r.major, r.minor) }
    var description: String { "v\(major).\(minor)" }
}
let supported = Version(major: 1, minor: 2)...Version(major: 2, minor: 0)
let beta = Version(major: 3, minor: 0)..<Version(major: 3, minor: 0)
print(supported, supported.lowerBound, supported.upperBound)
print(beta.isEmpty, supported.isEmpty)
for v in [Version(major: 1, minor: 0), Version(major: 1, minor: 9), Version(major: 2, minor: 0), Version(major: 3, minor: 1)] {
    switch v {
    case ..<Version(major: 1, minor: 2): print(v, "too old")
    case supported: print(v, "supported")
    case Version(major: 3, minor: 0)...: print(v, "future")
    default: print(v, "unknown")
    }
}
enum Level: Int, Comparable {
    case low = 1, medium, high, critical
    static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
}
let alerting = Level.high...Level.critical
print([Level.low, .high, .critical].map { alerting.contains($0) })
