// A switch over an optional enum that forgets `nil`.
enum Filter { case all, open, done }

var current: Filter? = .open
print("filter set:", current != nil)
switch current {
case .all: print("all")
case .open: print("open")
case .done: print("done")
}
