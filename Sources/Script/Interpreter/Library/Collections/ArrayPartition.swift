// `array.partition(by:)`: reorders the array so that the elements the predicate accepts come
// last, and returns the index of the first of them. Which element ends where is observable, so
// this follows the order of Swift's own algorithm for a bidirectional collection: a cursor from
// each end, the low one stopping at an element for the second part, the high one at an element
// for the first, then one swap. The predicate is called in the same order as Swift calls it
// (its side effects are visible too).

import ScriptFrontEnd

extension CollectionLibrary {
    func partitionValues(_ items: inout [Value], by predicate: Value, pos: SourcePos) throws -> Int {
        var low = 0
        var high = items.count
        while true {
            while true {
                if low == high { return low }
                if try interpreter.bool(try interpreter.call1(predicate, items[low], pos: pos), pos: pos) { break }
                low += 1
            }
            while true {
                high -= 1
                if low == high { return low }
                if !(try interpreter.bool(try interpreter.call1(predicate, items[high], pos: pos), pos: pos)) { break }
            }
            items.swapAt(low, high)
            low += 1
        }
    }
}
