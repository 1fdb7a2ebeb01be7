// A range of string indices from range(of:) and a range of the program's own Comparable type are
// range values too: subscripts, isEmpty, contains, one-sided case patterns, clamped(to:), type(of:).
import Foundation
let s = "hello world"
if let r = s.range(of: "wor") {
    print(s[r], r.isEmpty, s[r.lowerBound...], type(of: r))
    print(s.distance(from: s.startIndex, to: r.upperBound))
}
let sub = s.dropFirst(2)
if let r = sub.range(of: "o w") { print(sub[r], s[r]) }
struct V: Comparable { let n: Int; static func < (a: V, b: V) -> Bool { a.n < b.n } }
let vr = V(n: 1)...V(n: 3)
print(vr.contains(V(n: 2)), vr.contains(V(n: 4)), (V(n: 1)..<V(n: 1)).isEmpty, type(of: vr))
switch V(n: 5) { case ..<V(n: 3): print("low"); case V(n: 3)...: print("high"); default: print("none") }
print(vr.clamped(to: V(n: 2)...V(n: 9)).lowerBound.n)
