// Partitioning an array in place: the elements the predicate accepts go last, and the
// returned index is where they start. The order inside each part is Swift's own.

struct Task {
    let name: String
    let urgent: Bool
}

var numbers = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]
let firstEven = numbers.partition(by: { $0 % 2 == 0 })
print(firstEven, numbers)
print(numbers[..<firstEven], numbers[firstEven...])

var scores = [42, 97, 13, 88, 64, 5, 71, 30]
let pivot = scores.partition { $0 >= 50 }
print("below 50:", Array(scores[..<pivot]), "at least 50:", Array(scores[pivot...]))

var none = [3, 1, 2]
print(none.partition(by: { $0 > 10 }), none)
var all = [3, 1, 2]
print(all.partition(by: { $0 > 0 }), all)
var empty: [Int] = []
print(empty.partition(by: { $0 > 0 }), empty)
var single = [7]
print(single.partition(by: { $0 == 7 }), single)

var tasks = [
    Task(name: "email", urgent: false), Task(name: "deploy", urgent: true),
    Task(name: "review", urgent: false), Task(name: "outage", urgent: true),
    Task(name: "lunch", urgent: false),
]
let split = tasks.partition(by: { $0.urgent })
print(split, tasks.map(\.name))

// The predicate's calls are visible: each element is asked once, from both ends.
var asked: [Int] = []
var letters = [5, 8, 1, 9, 2, 7, 3]
let mid = letters.partition { value in
    asked.append(value)
    return value > 4
}
print(mid, letters, asked)

var words = ["pear", "Apple", "fig", "Banana", "cherry", "Date"]
let upper = words.partition { $0.first!.isUppercase }
print(upper, words)

// A slice partitions in place too, in its base's indices.
var queue = [3, 0, 4, 1, 9, 0, 2]
print(queue[1..<6].partition { $0 > 1 }, queue)
var tail = queue[2...]
print(tail.partition(by: { $0 < 2 }), tail, tail.startIndex)
