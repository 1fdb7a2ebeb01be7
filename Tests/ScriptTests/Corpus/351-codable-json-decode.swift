import Foundation

// JSON to Codable types: nested values, optionals, enums, CodingKeys, failures.
enum Status: String, Codable { case open, done }
struct Task: Codable {
    let id: Int
    var title: String
    var status: Status
    var tags: [String]
    var due: String?
    var estimate: Double
}
let json = #"[{"id": 1, "title": "Write", "status": "open", "tags": ["work"], "estimate": 2},"#
    + #" {"id": 2, "title": "Read \"Dune\"", "status": "done", "tags": [], "due": "friday", "estimate": 1.5}]"#
let tasks = try JSONDecoder().decode([Task].self, from: Data(json.utf8))
for task in tasks {
    print(task.id, task.title, task.status, task.tags, task.due ?? "-", task.estimate)
}
struct Person: Codable {
    var fullName: String
    var age: Int
    enum CodingKeys: String, CodingKey {
        case fullName = "full_name"
        case age
    }
}
let person = try JSONDecoder().decode(Person.self, from: #"{"full_name":"Ann","age":30}"#.data(using: .utf8)!)
print(person.fullName, person.age)
let encoder = JSONEncoder()
encoder.outputFormatting = .sortedKeys
print(String(data: try encoder.encode(person), encoding: .utf8)!)
print((try? JSONDecoder().decode(Person.self, from: Data("{}".utf8))) == nil)
print((try? JSONDecoder().decode(Person.self, from: Data("not json".utf8))) == nil)
print((try? JSONDecoder().decode([Int].self, from: Data("[1, 2.5]".utf8))) == nil)
let scores = try JSONDecoder().decode([String: Int].self, from: Data(#"{"b": 2, "a": 1}"#.utf8))
print(scores.sorted { $0.key < $1.key })
