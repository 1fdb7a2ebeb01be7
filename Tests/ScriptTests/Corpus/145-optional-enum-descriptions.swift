// Descriptions of enums and structs when wrapped in optionals and collections.
enum Filter { case all, open }
struct Tag { var name: String }
let filter: Filter? = .open
print(filter as Any)
print(String(describing: filter))
print([Filter.all, .open])
print([filter, nil])
print(Tag(name: "home"))
let tags: [Tag] = [Tag(name: "a")]
print(tags)
let maybeTag: Tag? = Tag(name: "b")
print(maybeTag as Any)
print("\(Filter.all) and \(Tag(name: "c"))")
let pair = ["x": Filter.open]
print(pair)
