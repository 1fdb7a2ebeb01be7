// `reserveCapacity` is a storage hint (nothing to see); `array += slice` and `array + slice`
// append any sequence, as a merge step writes them.
func merge(_ left: [Int], _ right: [Int]) -> [Int] {
    var out: [Int] = []
    out.reserveCapacity(left.count + right.count)
    var i = 0, j = 0
    while i < left.count && j < right.count {
        if left[i] <= right[j] { out.append(left[i]); i += 1 } else { out.append(right[j]); j += 1 }
    }
    out += left[i...]
    return out + right[j...]
}
func mergeSort(_ a: [Int]) -> [Int] {
    guard a.count > 1 else { return a }
    return merge(mergeSort(Array(a[..<(a.count / 2)])), mergeSort(Array(a[(a.count / 2)...])))
}
print(mergeSort([38, 27, 43, 3, 9, 82, 10, 3]))
var names = ["ann"]
names.reserveCapacity(100)
names += ["bob", "cy", "dee"].dropFirst()
print(names, names.count)
let tail = [1, 2, 3, 4][2...]
print([0] + tail, tail.count)
