// A child view with @Binding given a plain value instead of the parent's `$` binding.
import SwiftUI

struct DoneToggle: View {
    @Binding var isDone: Bool
    var body: some View {
        Toggle("Done", isOn: $isDone)
    }
}

struct TaskRow: View {
    @State private var done = false
    var body: some View {
        HStack {
            Text(done ? "done" : "open")
            DoneToggle(isDone: done)
        }
    }
}

print("task row")
let host = try ViewHost(TaskRow())
