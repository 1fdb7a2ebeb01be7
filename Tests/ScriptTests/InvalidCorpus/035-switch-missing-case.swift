// A switch over an enum that forgets a case.
enum Status {
    case todo, inProgress, done
}

func describe(_ s: Status) -> String {
    switch s {
    case .todo: return "to do"
    case .done: return "done"
    }
}

print(describe(.todo))
print(describe(.done))
