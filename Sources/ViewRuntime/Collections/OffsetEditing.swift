import Foundation

// SwiftUI's collection edits by offsets, which `List`'s `.onDelete` and `.onMove` hand an
// `IndexSet` to. Foundation on Linux has `IndexSet` but not these two.

extension Array {
    /// Removes the elements at `offsets`.
    public mutating func remove(atOffsets offsets: IndexSet) {
        for offset in offsets.reversed() { remove(at: offset) }
    }

    /// Moves the elements at `source` so they sit, in order, before the element that was at
    /// `destination` (or at the end).
    public mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
        let moving = source.map { self[$0] }
        let before = source.filter { $0 < destination }.count
        remove(atOffsets: source)
        insert(contentsOf: moving, at: destination - before)
    }
}
