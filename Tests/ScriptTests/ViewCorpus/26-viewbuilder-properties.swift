// Helper properties: a single-expression view property, and a @ViewBuilder one with
// if/else; a view's body read directly.
import Observation
import ViewRuntime

@Observable final class Player {
    var name = "ada"
    var score = 0
}

struct Scoreboard: View {
    let player: Player
    var title: some View { Text("Player \(player.name)") }
    @ViewBuilder var status: some View {
        if player.score >= 10 {
            Text("winner")
            Text("score \(player.score)")
        } else {
            Text("playing")
        }
    }
    var body: some View {
        VStack {
            title
            status
        }
    }
}

let player = Player()
let host = try ViewHost(Scoreboard(player: player))
print(host.render(), terminator: "")
player.score = 12
try host.update()
print(host.render(), terminator: "")
player.name = "grace"
try host.update()
print(host.texts)
