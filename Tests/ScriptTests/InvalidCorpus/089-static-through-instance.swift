// Reading a static member through an instance.
struct Palette {
    static let accent = "blue"
    var background = "white"
}

let p = Palette()
print("background:", p.background)
print("accent:", p.accent)
