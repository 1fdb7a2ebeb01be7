// Optional chaining on a value that is not optional.
import Observation

@Observable final class Project {
    var name = "Workbook"
    var owner = "Ada"
}

let project = Project()
print("project:", project.name)
print("owner:", project.owner?.uppercased() ?? "")
