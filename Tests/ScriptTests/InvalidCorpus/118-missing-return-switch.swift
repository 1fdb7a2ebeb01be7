// A `switch` whose `default` prints instead of returning: the function falls out of it.
enum Filter {
    case all, open, done
}

func title(for filter: Filter) -> String {
    switch filter {
    case .all: return "All"
    case .open: return "Open"
    default: print("unknown filter")
    }
}

print(title(for: .all))
