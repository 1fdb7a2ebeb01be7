// A type's own < decides sorted(), min(), max() and the other comparisons.
struct Version: Comparable, CustomStringConvertible {
    let major: Int
    let minor: Int
    static func < (a: Version, b: Version) -> Bool {
        a.major != b.major ? a.major < b.major : a.minor < b.minor
    }
    var description: String { "\(major).\(minor)" }
}

let releases = [Version(major: 2, minor: 1), Version(major: 1, minor: 9), Version(major: 2, minor: 0), Version(major: 1, minor: 10)]
print(releases.sorted())
print(releases.sorted(by: >))
print(releases.min()!, releases.max()!)
print(Version(major: 1, minor: 0) <= Version(major: 1, minor: 0))
print(Version(major: 3, minor: 0) > Version(major: 2, minor: 9))
var sortedInPlace = releases
sortedInPlace.sort()
print(sortedInPlace.first!, sortedInPlace.last!)

enum Priority: Comparable { case low, medium, high }
let priorities: [Priority] = [.high, .low, .medium, .low]
print(priorities.sorted())
print(priorities.max()!, priorities.min()!)
