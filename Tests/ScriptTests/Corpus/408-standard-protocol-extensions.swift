// `extension Collection`, `extension Sequence where …` and `extension Comparable` add
// members to arrays, ranges, sets, strings and numbers alike.
extension Collection {
    func chunked(_ n: Int) -> [[Element]] {
        var out: [[Element]] = []
        var current: [Element] = []
        for e in self {
            current.append(e)
            if current.count == n { out.append(current); current = [] }
        }
        if !current.isEmpty { out.append(current) }
        return out
    }
    var second: Element? { dropFirst().first }
}
extension Sequence where Element == Int {
    func sumOfSquares() -> Int { map { $0 * $0 }.reduce(0, +) }
}
extension Comparable {
    func clamped(to range: ClosedRange<Self>) -> Self { min(max(self, range.lowerBound), range.upperBound) }
}
print([1, 2, 3, 4, 5].chunked(2))
print(Array("abcdefg").chunked(3).map { String($0) })
print([1, 2, 3].sumOfSquares(), (1...4).sumOfSquares(), Set([3]).sumOfSquares())
print([5, 6].second ?? 0, "xyz".second ?? "-", (10..<20).second ?? 0)
print(15.clamped(to: 0...10), (-2).clamped(to: 0...10), 2.5.clamped(to: 1.0...2.0))
