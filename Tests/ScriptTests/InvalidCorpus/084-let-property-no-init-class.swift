// A class with a `let` that is never given a value (no initializer sets it).
import Observation

print("defining a model")

@Observable final class Project {
    let id: Int
    var name = "Workbook"
}

let p = Project()
print(p.name)
