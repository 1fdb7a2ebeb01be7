// Arrays and dictionaries are values, even when they sit in a class property.
var original = [1, 2, 3]
var copy = original
copy.append(4)
print(original, copy)

final class TaskStore {
    var tasks: [String] = ["Plan"]
}
let store = TaskStore()
var snapshot = store.tasks
store.tasks.append("Ship")
snapshot.append("Local")
print(store.tasks, snapshot)

var grid = [[0, 0], [0, 0]]
var row = grid[0]
row[0] = 5
grid[1][1] = 7
print(grid, row)

var scores = ["ada": [1, 2]]
scores["ada"]?.append(3)
var extracted = scores["ada"] ?? []
extracted.removeAll()
print(scores["ada"] ?? [], extracted)

struct Team {
    var members: [String]
}
var team = Team(members: ["Ada"])
var other = team
other.members.append("Grace")
print(team.members, other.members)
let stores = [store, store]
stores[0].tasks.removeAll()
print(stores[1].tasks.count)
