// Array's replaceSubrange/removeSubrange, a slice + a slice (a slice that keeps the left one's
// indices), prefix/drop with a trailing closure (`while:` dropped), and suffix(from:).
extension Array {
    func rotated(by k: Int) -> [Element] {
        guard !isEmpty else { return self }
        let shift = ((k % count) + count) % count
        return Array(self[shift...] + self[..<shift])
    }
}
let xs = Array(1...10)
print(xs.rotated(by: 3), xs.rotated(by: -1).prefix(3), [Int]().rotated(by: 2))
let joined = xs[7...] + xs[..<2]
print(joined, joined.startIndex, joined.count, Array(joined))
print(xs.prefix { $0 < 4 }, xs.drop { $0 < 8 }, xs.suffix(from: 8), xs.suffix(from: 10).isEmpty)
var ys = xs
ys.replaceSubrange(0..<3, with: [100])
print(ys, ys.count)
ys.removeSubrange(1...2)
print(ys)
ys.replaceSubrange(ys.count..<ys.count, with: [0, 0])
ys.replaceSubrange(0...0, with: [])
print(ys)
var words = ["a", "b", "c", "d"]
words.replaceSubrange(1..<3, with: ["x", "y", "z"])
print(words)
