import Testing
import Observation
import ViewRuntime

@Observable final class SmokeModel { var name = "Ada"; var email = "a@x" }

struct SmokeName: View {
    let model: SmokeModel
    var body: some View { Text(model.name) }
}

struct SmokeRoot: View {
    @State var model = SmokeModel()
    var body: some View {
        VStack {
            SmokeName(model: model)
            TextField("Email", text: $model.email)
            Button("Rename") { model.name = "Grace" }
        }
    }
}

@Test func smoke() throws {
    let host = try ViewHost(SmokeRoot())
    print(host.render())
    try host.tap("Rename")
    print(host.render())
    try host.type("b@x", into: "Email")
    print(host.render())
    #expect(host.bodyEvaluations(of: "SmokeName") == 2)
}
