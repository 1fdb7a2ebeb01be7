// A metatype prints its own name; inside a collection or an optional, its module-qualified name.
struct Note {}
enum Folder { struct Item {} }
print(type(of: 1), Note.self, Folder.Item.self, "\(Folder.Item.self)")
print([type(of: 1)], [Note.self], [type(of: "a".dropFirst())], [Folder.Item.self])
print(Optional(Int.self) as Any, Optional(Note.self) as Any)
let kinds: [Any.Type] = [Int.self, String.self, Note.self]
print(kinds)
