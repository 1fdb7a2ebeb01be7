// @Observable on a struct nested in an observable class: only the class can be observable.
import Observation

@Observable final class Board {
    @Observable struct Column {
        var title: String
        var cards: [String] = []
    }
    var columns = [Column(title: "To do"), Column(title: "Done")]
}

let board = Board()
print("columns:", board.columns.map(\.title))
