// The global `min` and `max` follow the standard library's rule: `min` takes a later value only
// when it is less than the best so far, `max` when it is greater or equal — so of equal values
// `max` returns the last, and of -0.0 and 0.0 the later one; a NaN never wins `max`'s `>=`.
struct Version: Comparable {
    var major: Int
    var label: String
    static func < (a: Version, b: Version) -> Bool { a.major < b.major }
}

print(max(-0.0, 0.0), max(0.0, -0.0), min(-0.0, 0.0), min(0.0, -0.0))
print(max(-0.0, 0.0, -0.0), max(0.0, -0.0, 0.0, -0.0), min(0.0, -0.0, 0.0), min(-0.0, 0.0, -0.0, 0.0))
print(max(1.0, .nan), max(Double.nan, 1.0), min(1.0, .nan), min(Double.nan, 1.0))
print(max(3, 7, 7, 2), min("b", "a", "c"), max((-0.5).rounded(.up), (0.1).rounded(.towardZero)))

let stable = Version(major: 1, label: "stable")
let beta = Version(major: 1, label: "beta")
print(max(stable, beta).label, min(stable, beta).label, max(beta, stable).label, min(beta, stable).label)
let three = [Version(major: 2, label: "a"), Version(major: 2, label: "b"), Version(major: 2, label: "c")]
print(max(three[0], three[1], three[2]).label, min(three[0], three[1], three[2]).label)
print(three.max()!.label, three.min()!.label)
