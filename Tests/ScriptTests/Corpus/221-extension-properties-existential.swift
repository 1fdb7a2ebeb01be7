// Extension-only computed properties are chosen statically too.
protocol Vehicle {
    var wheels: Int { get }
}

extension Vehicle {
    var category: String { wheels > 2 ? "car-like" : "bike-like" }
    var summary: String { "\(wheels) wheels, \(category)" }
}

struct Bike: Vehicle {
    var wheels: Int { 2 }
    var category: String { "bicycle" }
}

struct Van: Vehicle {
    var wheels: Int { 4 }
}

let fleet: [any Vehicle] = [Bike(), Van()]
for v in fleet { print(v.category, "|", v.summary) }
print(fleet.map { $0.category })
print(Bike().category)
struct Garage { var parked: any Vehicle }
print(Garage(parked: Bike()).parked.category)
