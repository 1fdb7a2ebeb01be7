import Foundation
import ViewRuntime

// IndexSet with SwiftUI's remove(atOffsets:) and move(fromOffsets:toOffset:), as a list's
// onDelete and onMove use them.
var tasks = ["wash", "cook", "read", "walk", "sleep"]
let swiped = IndexSet([1, 3])
print(swiped.count, swiped.contains(3), swiped.contains(2), swiped.first!, swiped.last!)
for offset in swiped { print("deleting", tasks[offset]) }
tasks.remove(atOffsets: swiped)
print(tasks)
tasks.move(fromOffsets: IndexSet(integer: 0), toOffset: 3)
print(tasks)
tasks.move(fromOffsets: IndexSet([1, 2]), toOffset: 0)
print(tasks)
var selection = IndexSet()
selection.insert(4)
selection.insert(2)
selection.insert(4)
print(Array(selection), selection.isEmpty)
selection.remove(4)
print(Array(selection))
print(IndexSet(integersIn: 0..<3).map { $0 * 10 })
