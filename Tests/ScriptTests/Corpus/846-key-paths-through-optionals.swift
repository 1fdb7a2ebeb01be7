// Key paths through optionals: `?` makes a read-only path whose value is optional (a nil ends
// it), `!` a writable one that stops the program on nil; paths of several members are written
// through; a key path's description names its root even when context gave it.
struct Address { var city: String; var zip: String? }
struct Person { var name: String; var address: Address?; var home = Address(city: "-", zip: nil) }
final class Team { var lead = Person(name: "Lee", address: nil); var size = 1 }

var people = [
    Person(name: "Ann", address: Address(city: "Oslo", zip: "0150")),
    Person(name: "Bo", address: nil),
]
print(people.map(\.address?.city), people.map(\.address?.zip))
print(people[0][keyPath: \Person.address?.city] as Any, people[1][keyPath: \.address?.zip] as Any)
let city = \Person.address?.city
print(city, \Person.address?.zip, \Person.address!.city, \Person.home.city)
people[0][keyPath: \Person.address!.city] = "Bergen"
people[0][keyPath: \Person.home.city] += "/Bergen"
people[1][keyPath: \.home.zip] = "5003"
print(people[0].address!.city, people[0].home.city, people[1].home.zip!)
let team = Team()
team[keyPath: \Team.lead.home.city] = "Rome"
team[keyPath: \.size] *= 3
print(team.lead.home.city, team.size, [team].map(\.lead.address?.city))
let named: KeyPath<Person, String> = \.home.city
let paths: [KeyPath<Person, String>] = [\.name, \Person.home.city]
print(named, paths, people.map { $0[keyPath: named] })
var count = 0
func bump<T>(_ value: inout T, at path: WritableKeyPath<T, Int>) { value[keyPath: path] += 1; count += 1 }
