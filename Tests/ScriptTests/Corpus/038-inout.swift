// inout parameters and &: the caller's variable is updated when the call returns.
func addTask(_ title: String, to tasks: inout [String]) {
    tasks.append(title)
}
func increment(_ value: inout Int, by amount: Int = 1) {
    value += amount
}
func swapValues<T>(_ a: inout T, _ b: inout T) {
    let temp = a
    a = b
    b = temp
}

var tasks: [String] = []
addTask("Plan", to: &tasks)
addTask("Ship", to: &tasks)
print(tasks)

var count = 10
increment(&count)
increment(&count, by: 5)
print(count)

var left = "left"
var right = "right"
swapValues(&left, &right)
print(left, right)
swap(&left, &right)
print(left, right)

struct Score {
    var points = 0
}
var score = Score()
increment(&score.points, by: 3)
var scores = [1, 2, 3]
increment(&scores[1], by: 40)
print(score.points, scores)
