// A struct that holds objects releases them when the last copy of the struct goes.
final class Handle {
    let name: String
    init(_ name: String) { self.name = name }
    deinit { print("handle \(name) closed") }
}

struct Connection {
    var handle: Handle
    var backup: Handle?
}

var connection: Connection? = Connection(handle: Handle("primary"), backup: Handle("backup"))
var copy = connection
print("two copies")
connection = nil
print("first copy gone")
copy?.backup = nil
print("backup dropped from the copy")
copy = nil
print("all gone")

enum Slot {
    case empty
    case holding(Handle)
}
var slot = Slot.holding(Handle("in enum"))
if case .holding(let h) = slot { print("slot holds", h.name) }
slot = .empty
print("slot emptied")
