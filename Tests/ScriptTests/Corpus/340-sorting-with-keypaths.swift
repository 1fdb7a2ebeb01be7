// Sorting and mapping with key paths and comparison closures.
struct Employee {
    let name: String
    let team: String
    let salary: Int
}
let staff = [
    Employee(name: "Zoe", team: "ios", salary: 120),
    Employee(name: "Adam", team: "web", salary: 100),
    Employee(name: "Mia", team: "ios", salary: 110),
]
print(staff.map(\.name))
print(staff.sorted { $0.salary > $1.salary }.map(\.name))
print(staff.sorted { ($0.team, $0.name) < ($1.team, $1.name) }.map { "\($0.team)/\($0.name)" })
print(staff.max { $0.salary < $1.salary }!.name)
let total = staff.reduce(0) { $0 + $1.salary }
print(total, staff.filter { $0.team == "ios" }.count)
let path = \Employee.salary
print(staff.map { $0[keyPath: path] })
