// A struct property with observers inside a class: mutating the struct in place is a set.
struct Size: CustomStringConvertible {
    var width: Int
    var height: Int
    var area: Int { width * height }
    mutating func scale(by factor: Int) { width *= factor; height *= factor }
    var description: String { "\(width)x\(height)" }
}
final class Window {
    var size = Size(width: 2, height: 1) {
        willSet { print("will resize to \(newValue)") }
        didSet { print("resized from \(oldValue) to \(size), area \(size.area)") }
    }
}
let window = Window()
window.size.width = 4
window.size.scale(by: 2)
window.size = Size(width: 1, height: 1)
var copy = window.size
copy.height = 9
print(window.size, copy)
