// §1: every @Published assignment invalidates every view holding the object — the same
// value too; a view holding an @Observable only sees real changes of what it read.
import Observation
import ViewRuntime

final class LegacyScore: ObservableObject {
    @Published var points = 0
    @Published var unrelated = 0
}

@Observable final class Score {
    var points = 0
    var unrelated = 0
}

struct LegacyBoard: View {
    @ObservedObject var score: LegacyScore
    var body: some View { Text("legacy \(score.points)") }
}

struct Board: View {
    let score: Score
    var body: some View { Text("modern \(score.points)") }
}

struct Both: View {
    let legacy: LegacyScore
    let modern: Score
    var body: some View {
        VStack {
            LegacyBoard(score: legacy)
            Board(score: modern)
        }
    }
}

let legacy = LegacyScore()
let modern = Score()
let host = try ViewHost(Both(legacy: legacy, modern: modern))
legacy.points = 0
modern.points = 0
try host.update()
print("same value:", host.reevaluatedInLastUpdate)
legacy.unrelated = 5
modern.unrelated = 5
try host.update()
print("unrelated:", host.reevaluatedInLastUpdate)
legacy.points = 1
legacy.points = 2
modern.points = 1
modern.points = 2
try host.update()
print("two changes, one update:", host.lastUpdate)
print(host.render(), terminator: "")
