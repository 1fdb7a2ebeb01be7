// `Int?.none` and `[String]?.some(x)`: a `?` after a type spells Optional<…>, whose members follow.
struct Draft {
    var title: String
    var tags: [String]?
    var rating: Int?
}

var draft = Draft(title: "Notes", tags: [String]?.some(["swift"]), rating: Int?.none)
print(draft.tags ?? [], draft.rating as Any)
draft.rating = Optional<Int>.some(4)
let empty = String?.none
print(draft.rating!, empty ?? "no subtitle", Optional<Double>.none == nil)
draft.tags = [String]?.none
print(draft.tags?.count as Any)
