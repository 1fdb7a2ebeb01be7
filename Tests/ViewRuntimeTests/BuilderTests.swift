import Testing
import ViewRuntime

// What @ViewBuilder accepts: optional content, if/else, loops, groups, empty views.

struct Flags: View {
    @State var showExtra = false
    var body: some View {
        VStack {
            Text("always")
            if showExtra { Text("extra") }
            Group {
                Text("grouped")
                EmptyView()
            }
            for word in ["x", "y"] { Text(word) }
            Button("More") { showExtra = true }
            Button(action: { showExtra = false }) { Text("Less") }
        }
    }
}

@Suite struct BuilderTests {
    @Test func optionalContentLoopsGroupsAndLabelledButtons() throws {
        let host = try ViewHost(Flags())
        #expect(host.texts == ["always", "grouped", "x", "y"])
        try host.tap("More")
        #expect(host.texts == ["always", "extra", "grouped", "x", "y"])
        try host.tap("Less")
        #expect(host.texts == ["always", "grouped", "x", "y"])
    }
}
