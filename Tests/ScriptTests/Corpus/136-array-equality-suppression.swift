// Arrays of Equatable elements compare by value: an equal array does not notify.
import Observation

struct Tag: Equatable {
    var name: String
}
struct Note {
    var text: String
}

@Observable
final class Board {
    var tags = [Tag(name: "home")]
    var notes = [Note(text: "hi")]
}

let board = Board()
var fired: [String] = []
withObservationTracking { _ = board.tags } onChange: { fired.append("tags") }
withObservationTracking { _ = board.notes } onChange: { fired.append("notes") }
board.tags = [Tag(name: "home")]
board.notes = [Note(text: "hi")]
print("after equal assignments:", fired)
board.tags = [Tag(name: "work")]
print("after a different tags array:", fired)
