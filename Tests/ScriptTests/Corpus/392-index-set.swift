// Foundation's IndexSet: offsets chosen in a list, removed from the back so the others stay valid.
import Foundation

var tasks = ["write", "test", "review", "ship", "rest"]
var done = IndexSet([1, 3])
done.insert(4)
print(done.count, done.contains(3), done.contains(0), Array(done))
for offset in done.reversed() { tasks.remove(at: offset) }
print(tasks)
print(IndexSet(0..<3).map { $0 * 10 }, done.first ?? -1, done.last ?? -1)
