// A `String.Index` as the interpreter keeps it: where it is in characters (what subscripts and
// index arithmetic count) and in UTF-8 code units (what Swift prints: `3[utf8]`). Swift prints
// a string's `startIndex`, and what is taken from it without moving (`index(i, offsetBy: 0)`,
// the first of `indices`, a `prefix`'s start), as `0[any]`: every other index is `…[utf8]`.
// Two positions are equal where they point, whatever their origin, as Swift's indices are.

struct StringPosition: Hashable, Comparable {
    /// Characters from the start of the string.
    let offset: Int
    /// UTF-8 code units from the start of the string (32 bits keep `Value` within its size budget).
    let utf8: Int32
    /// The string's `startIndex` itself, printed `0[any]`.
    let isStart: Bool

    static let start = StringPosition(offset: 0, utf8: 0, isStart: true)

    /// The position `offset` characters into `text`, which starts at `base` (a substring's start;
    /// `.start` for a string): computed, so never the start itself.
    init(_ offset: Int, in text: String, from base: StringPosition = .start) {
        let local = offset - base.offset
        let prefixUTF8 = text.prefix(max(local, 0)).utf8.count
        self.init(offset: offset, utf8: base.utf8 + Int32(prefixUTF8), isStart: false)
    }

    init(offset: Int, utf8: Int32, isStart: Bool) {
        self.offset = offset
        self.utf8 = utf8
        self.isStart = isStart
    }

    /// What `print` shows, as Swift 6's `String.Index.description`.
    var description: String { "\(utf8)[\(isStart ? "any" : "utf8")]" }

    static func == (left: StringPosition, right: StringPosition) -> Bool { left.offset == right.offset }
    static func < (left: StringPosition, right: StringPosition) -> Bool { left.offset < right.offset }
    func hash(into hasher: inout Hasher) { hasher.combine(offset) }
}
