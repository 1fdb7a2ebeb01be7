// A button that changes a plain stored property of the view (views are immutable values).
import SwiftUI

struct CounterView: View {
    var count = 0
    var body: some View {
        VStack {
            Text("Count: \(count)")
            Button("Add") { count += 1 }
        }
    }
}

print("counter")
let host = try ViewHost(CounterView())
try host.tap("Add")
