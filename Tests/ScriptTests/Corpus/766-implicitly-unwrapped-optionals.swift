// Implicitly unwrapped optionals (`T!`): where a non-optional value is needed, Swift unwraps
// them; printed as they are, they are Optionals.
final class Connection {
    var host: String!
    var retries: Int!

    func describe() -> String { "connected to " + host + " after \(retries + 1) attempt(s)" }
}

func shout(_ text: String) -> String { text.uppercased() + "!" }

let greeting: String! = "hello"
let plain: String = greeting
print(plain)
print(shout(greeting))
print(greeting as Any)

var count: Int! = 3
let next: Int = count + 1
print(next, count > 2, count * 2)

let connection = Connection()
print(connection.host == nil)
connection.host = "example.org"
connection.retries = 2
print(connection.describe())
let length: Int = connection.host.count
print(length)
print(connection.host.uppercased(), connection.host.hasSuffix(".org"))
let retryWord = connection.retries == 2 ? "two" : "other"
print(retryWord)
let names: [String]! = ["b", "a"]
print(names.sorted(), names.count, names + ["c"])
