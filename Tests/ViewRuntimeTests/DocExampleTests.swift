import Observation
import Testing
import ViewRuntime

// The usage example at the top of Host.swift, kept honest.

@Observable final class DocProfile {
    var name = "Ada"
    var email = "a@x"
}

struct DocNameView: View {
    let profile: DocProfile
    var body: some View { Text(profile.name) }
}

struct DocRoot: View {
    @Bindable var profile: DocProfile
    @State var taps = 0
    var body: some View {
        VStack {
            DocNameView(profile: profile)
            TextField("Email", text: $profile.email)
            Button("Tap \(taps)") { taps += 1 }
        }
    }
}

@Test func usageExampleInHostSwiftBehavesAsDocumented() throws {
    let profile = DocProfile()
    let host = try ViewHost(DocRoot(profile: profile))
    profile.name = "Grace"
    #expect(host.hasPendingUpdates)
    try host.update()
    #expect(host.reevaluatedInLastUpdate == ["DocNameView"])
    try host.type("b@x", into: "Email")
    // Making `$profile.email` read `email`: the view that made the binding re-evaluates.
    #expect(host.lastUpdate.map(\.description) == ["DocRoot: a property it read changed"])
    try host.tap("Tap 0")
    #expect(host.lastUpdate.map(\.description) == ["DocRoot: a property it read changed"])
    #expect(host.bodyEvaluations(of: "DocNameView") == 2)
    #expect(host.initCalls(of: "DocNameView") == 3)
    #expect(host.views(of: "DocNameView").map(\.identity) == ["DocRoot/VStack/0:DocNameView"])
    #expect(host.texts == ["Grace"])
    #expect(host.value(of: "Email") == "\"b@x\"")
    #expect(
        host.render() == """
            DocRoot  body 3 · init 1  ←
              VStack
                DocNameView  body 2 · init 3
                  Text "Grace"
                TextField "Email" = "b@x"
                Button "Tap 1"

            """)
}
