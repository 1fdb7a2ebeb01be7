// A body that returns a String instead of a view.
import SwiftUI

struct Greeting: View {
    var name: String
    var body: some View {
        "Hello, \(name)"
    }
}

print("greeting")
let host = try ViewHost(Greeting(name: "Ada"))
