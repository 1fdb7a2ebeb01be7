// A view's helper methods and action closures write @State and @Binding through their
// nonmutating setters; a model held by reference is written through the reference.
import Observation
import ViewRuntime

@Observable final class Log { var lines: [String] = [] }

struct Stepper: View {
    @Binding var value: Int
    let log: Log
    func step(_ by: Int) {
        value += by
        log.lines.append("step \(by)")
    }
    var body: some View {
        HStack {
            Button("-") { step(-1) }
            Text("\(value)")
            Button("+") { step(1) }
        }
    }
}

struct Form2: View {
    @State var quantity = 1
    @State var history: [Int] = []
    let log: Log
    func reset() {
        history.append(quantity)
        quantity = 1
    }
    var body: some View {
        VStack {
            Stepper(value: $quantity, log: log)
            Button("Reset") { reset() }
            Text("history \(history)")
        }
    }
}

let log = Log()
let host = try ViewHost(Form2(log: log))
try host.tap("+")
try host.tap("+")
try host.tap("-")
try host.tap("Reset")
print(host.texts, log.lines)
print(host.render(), terminator: "")
