// Argument label left out.
struct Label {
    var text: String
    var color: String
}

func makeLabel(text: String, color: String) -> Label {
    Label(text: text, color: color)
}

print("making labels")
let home = makeLabel(text: "home", color: "blue")
print(home.text)
let work = makeLabel("work", color: "red")
print(work.text)
