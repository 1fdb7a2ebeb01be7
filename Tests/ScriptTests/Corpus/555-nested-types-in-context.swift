// A nested type named inside its outer type (`Move`, `Piece`) as the contextual type of
// `.init(…)` and `.case` at a call site outside; a `Character` raw value.
struct Game {
    enum Piece: Character {
        case empty = ".", x = "X", o = "O"
        var next: Piece { self == .x ? .o : .x }
    }
    struct Move: CustomStringConvertible {
        let row: Int, col: Int
        var description: String { "(\(row),\(col))" }
    }
    var board = Array(repeating: Array(repeating: Piece.empty, count: 3), count: 3)
    var turn = Piece.x
    var history: [Move] = []
    mutating func play(_ m: Move) {
        board[m.row][m.col] = turn
        history.append(m)
        turn = turn.next
    }
    func count(_ piece: Piece) -> Int { board.joined().filter { $0 == piece }.count }
}
var g = Game()
g.play(.init(row: 1, col: 1))
g.play(Game.Move(row: 0, col: 2))
g.play(.init(row: 2, col: 0))
print(g.board.map { String($0.map(\.rawValue)) }.joined(separator: "\n"))
print(g.history, g.turn, g.count(.x), g.count(.empty))
print(Game.Piece.o.rawValue, Game.Piece(rawValue: "X") == .x)
