// Tic-tac-toe: a board, a scripted game, and a winner check.

enum Player: String {
    case x = "X", o = "O"
    var next: Player { self == .x ? .o : .x }
}

struct Board: CustomStringConvertible {
    private var cells: [Player?] = Array(repeating: nil, count: 9)

    static let lines = [
        [0, 1, 2], [3, 4, 5], [6, 7, 8],
        [0, 3, 6], [1, 4, 7], [2, 5, 8],
        [0, 4, 8], [2, 4, 6],
    ]

    subscript(row: Int, column: Int) -> Player? {
        get { cells[row * 3 + column] }
        set { cells[row * 3 + column] = newValue }
    }

    var isFull: Bool { !cells.contains { $0 == nil } }

    var winner: Player? {
        for line in Board.lines {
            if let first = cells[line[0]], line.allSatisfy({ cells[$0] == first }) {
                return first
            }
        }
        return nil
    }

    var description: String {
        stride(from: 0, to: 9, by: 3).map { start in
            cells[start..<start + 3].map { $0?.rawValue ?? "." }.joined(separator: " ")
        }.joined(separator: "\n")
    }
}

enum MoveError: Error { case occupied(Int, Int), gameOver }

struct Game {
    var board = Board()
    var current = Player.x
    var moves = 0

    mutating func play(_ row: Int, _ column: Int) throws {
        guard board.winner == nil else { throw MoveError.gameOver }
        guard board[row, column] == nil else {
            throw MoveError.occupied(row, column)
        }
        board[row, column] = current
        moves += 1
        current = current.next
    }
}

var game = Game()
let script = [(1, 1), (0, 0), (1, 1), (0, 2), (0, 1), (2, 1), (1, 0), (1, 2), (2, 2), (2, 0)]
for (row, column) in script {
    do {
        try game.play(row, column)
    } catch MoveError.occupied(let r, let c) {
        print("cell \(r),\(c) is taken; \(game.current.rawValue) plays again")
    } catch {
        print("rejected \(row),\(column): \(error)")
    }
}
print(game.board)
if let w = game.board.winner {
    print("winner: \(w) after \(game.moves) moves")
} else {
    print(game.board.isFull ? "draw" : "unfinished")
}
