// Closures stored in properties: callbacks, arrays of observers.
final class Button {
    let title: String
    var onTap: () -> Void = {}
    var onLongPress: ((Int) -> Void)?
    init(title: String) { self.title = title }
    func tap() { onTap() }
    func longPress(seconds: Int) { onLongPress?(seconds) }
}

var taps = 0
let button = Button(title: "Save")
button.tap()
button.onTap = { taps += 1 }
button.tap()
button.tap()
print("taps:", taps)
button.longPress(seconds: 2)
button.onLongPress = { print("long press for \($0)s on \(button.title)") }
button.longPress(seconds: 3)

final class EventBus {
    private var listeners: [(String) -> Void] = []
    func subscribe(_ listener: @escaping (String) -> Void) {
        listeners.append(listener)
    }
    func send(_ event: String) {
        for listener in listeners { listener(event) }
    }
}
let bus = EventBus()
var received: [String] = []
bus.subscribe { received.append("A:" + $0) }
bus.subscribe { received.append("B:" + $0) }
bus.send("saved")
bus.send("closed")
print(received)
