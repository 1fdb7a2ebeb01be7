// A struct initialiser that leaves one stored property without a value.
struct Label {
    var text: String
    var colour: String

    init(text: String) {
        self.text = text
        print("label", text)
    }
}

print("labels")
let label = Label(text: "urgent")
print(label.text)
