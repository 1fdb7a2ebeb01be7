// `firstIndex(of:)` on an enum with an associated value that is not Equatable.
enum Filter {
    case all
    case tagged(String)
}

let filters: [Filter] = [.all, .tagged("home")]
print("filters:", filters.count)
let i = filters.firstIndex(of: .all)
print(i ?? -1)
