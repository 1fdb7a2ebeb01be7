// @State on a `let`.
import SwiftUI

struct CounterView: View {
    @State let count = 0
    var body: some View {
        Text("Count: \(count)")
    }
}

print("counter")
let host = try ViewHost(CounterView())
print(host.render(), terminator: "")
