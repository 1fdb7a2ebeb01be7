// A class initialiser that forgets one of the stored properties on one path.
class Project {
    let name: String
    var owner: String

    init(name: String, owner: String?) {
        self.name = name
        if let owner {
            self.owner = owner
        }
    }
}

print("projects")
let project = Project(name: "Workbook", owner: nil)
print(project.name)
