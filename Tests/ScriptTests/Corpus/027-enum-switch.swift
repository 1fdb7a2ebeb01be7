// Enums with methods and computed properties; exhaustive switch over .cases.
enum Filter {
    case all, open, done

    var title: String {
        switch self {
        case .all: return "All"
        case .open: return "Open"
        case .done: return "Done"
        }
    }

    func next() -> Filter {
        switch self {
        case .all: .open
        case .open: .done
        case .done: .all
        }
    }
}

var filter = Filter.all
for _ in 0..<4 {
    print(filter.title)
    filter = filter.next()
}
let current: Filter = .done
if current == .done {
    print("showing finished tasks")
}
print(current, Filter.open)
switch current {
case .open, .done:
    print("filtered")
case .all:
    print("unfiltered")
}
