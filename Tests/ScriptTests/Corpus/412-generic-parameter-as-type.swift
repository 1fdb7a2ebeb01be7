// A generic parameter names the argument's type inside the function: `T.make()` with
// `_ type: T.Type`, `T.kind` with `_ value: T`.
protocol Makeable {
    static func make() -> Self
    static var kind: String { get }
    var label: String { get }
}
struct Widget: Makeable {
    var label = "widget"
    static func make() -> Widget { Widget() }
    static var kind: String { "struct" }
}
final class Gadget: Makeable {
    let label: String
    init(label: String) { self.label = label }
    static func make() -> Gadget { Gadget(label: "gadget") }
    static var kind: String { "class" }
}
func build<T: Makeable>(_ type: T.Type, count: Int) -> [T] { (0..<count).map { _ in T.make() } }
func kindOf<T: Makeable>(_ value: T) -> String { "\(value.label) is a \(T.kind)" }
print(build(Widget.self, count: 2).map(\.label), build(Gadget.self, count: 1).map(\.label))
print(kindOf(Widget()), kindOf(Gadget(label: "g")))
func describe<T: Makeable>(_ type: T.Type) -> String { "\(T.kind): \(T.make().label)" }
print(describe(Gadget.self), describe(Widget.self))
