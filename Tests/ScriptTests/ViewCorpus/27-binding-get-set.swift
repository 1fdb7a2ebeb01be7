// Binding(get:set:) computes a binding; as a child's input it always counts as changed
// (no location), unlike `$state` bindings.
import Observation
import ViewRuntime

@Observable final class Volume { var level = 3 }

struct MuteToggle: View {
    @Binding var isMuted: Bool
    var body: some View { Toggle("Muted", isOn: $isMuted) }
}

struct LevelField: View {
    @Binding var text: String
    var body: some View { TextField("Level", text: $text) }
}

struct Mixer: View {
    let volume: Volume
    @State var note = ""
    var body: some View {
        VStack {
            Text("level \(volume.level)")
            MuteToggle(isMuted: Binding(get: { volume.level == 0 }, set: { volume.level = $0 ? 0 : 5 }))
            LevelField(text: $note)
            Button("Louder") { volume.level += 1 }
        }
    }
}

let volume = Volume()
let host = try ViewHost(Mixer(volume: volume))
try host.toggle("Muted")
print(volume.level, host.texts, host.lastUpdate)
try host.tap("Louder")
print(host.lastUpdate)
try host.type("loud", into: "Level")
print(host.lastUpdate)
print(host.render(), terminator: "")
