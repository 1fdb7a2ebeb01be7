// Classes conforming through a superclass: the protocol extension's extension-only
// method is used through the protocol, the class's own through the class.
protocol Describing {
    var label: String { get }
}

extension Describing {
    func banner() -> String { "== \(label) ==" }
}

class View: Describing {
    var label: String { "view" }
    func banner() -> String { "<\(label)>" }
}

final class Button: View {
    override var label: String { "button" }
}

let button = Button()
print(button.banner())
let asView: View = button
print(asView.banner())
let described: any Describing = button
print(described.banner())
func show(_ item: some Describing) { print(item.banner()) }
show(button)
