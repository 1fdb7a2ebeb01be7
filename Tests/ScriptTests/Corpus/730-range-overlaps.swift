// `overlaps` between half-open and closed ranges: an empty half-open range overlaps nothing,
// a half-open upper bound does not touch a range starting at it, a closed one does.
let a = 1..<5, b = 5..<9, c = 4...6, empty = 3..<3
print(a.overlaps(b), a.overlaps(c), c.overlaps(b), empty.overlaps(a), a.overlaps(1...1))
print((5...5).overlaps(b), (0...4).overlaps(5...9), (0...5).overlaps(5...9))
print((1.5...2.5).overlaps(2.5..<3), (1.5..<2.5).overlaps(2.5...3))
print(("a"..."m").overlaps("m"..<"z"), ("a"..<"m").overlaps("m"..."z"))
struct Minute: Comparable {
    let value: Int
    static func < (l: Minute, r: Minute) -> Bool { l.value < r.value }
}
let meeting = Minute(value: 540)..<Minute(value: 600)
let lunch = Minute(value: 600)..<Minute(value: 660)
print(meeting.overlaps(lunch), meeting.overlaps(Minute(value: 590)..<Minute(value: 610)))
