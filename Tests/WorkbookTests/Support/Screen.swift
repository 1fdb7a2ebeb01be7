import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Just enough of a VT100/xterm to know what a person would see: printable text, CR, LF,
/// backspace, cursor moves, erase in line/display, insert/delete characters. Escape
/// sequences it does not know are skipped. Lines that scroll off the top are kept in
/// `scrollback`, so `text` is the whole session as seen. A wide character (Chinese, Japanese,
/// emoji) takes two cells, as glibc's wcwidth says and a terminal shows it: the second cell
/// holds `Screen.continuation`, which no text reading includes.
final class Screen {
    static let continuation: Character = "\u{FFFF}"

    let columns: Int
    let rows: Int
    private(set) var lines: [[Character]]
    private(set) var scrollback: [String] = []
    private(set) var row = 0
    private(set) var column = 0
    private var pending: [UInt8] = []

    init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
        lines = Array(repeating: [], count: rows)
    }

    private static func render(_ cells: [Character]) -> String {
        String(cells.filter { $0 != continuation }).trimmingTrailingSpaces()
    }

    /// Everything ever shown (scrollback + screen), trailing blanks trimmed.
    var text: String {
        (scrollback + visibleLines).joined(separator: "\n").trimmingTrailingNewlines()
    }

    var visibleLines: [String] {
        lines.map(Screen.render)
    }

    /// The line the cursor is on.
    var cursorLine: String { Screen.render(lines[row]) }

    /// The cursor's column (0-based), in terminal cells.
    var cursorColumn: Int { column }

    func feed(_ bytes: [UInt8]) {
        pending += bytes
        var text = pending[...]
        while let scalarEnd = decodable(text) {
            let chunk = text[text.startIndex..<scalarEnd]
            text = text[scalarEnd...]
            interpretScalar(Array(chunk), rest: &text)
        }
        pending = Array(text)
    }

    /// The end of the next complete UTF-8 scalar, nil when incomplete.
    private func decodable(_ bytes: ArraySlice<UInt8>) -> Int? {
        guard let first = bytes.first else { return nil }
        let length = first < 0x80 ? 1 : first >= 0xF0 ? 4 : first >= 0xE0 ? 3 : first >= 0xC0 ? 2 : 1
        return bytes.count >= length ? bytes.startIndex + length : nil
    }

    private func interpretScalar(_ bytes: [UInt8], rest: inout ArraySlice<UInt8>) {
        if bytes == [0x1B] {
            interpretEscape(&rest)
            return
        }
        switch bytes.first {
        case 0x0D: column = 0
        case 0x0A: newline()
        case 0x08: column = max(0, column - 1)
        case 0x09: column = min(columns - 1, (column / 8 + 1) * 8)
        case 0x07: break
        case let byte? where byte < 0x20: break
        default:
            put(Character(String(decoding: bytes, as: UTF8.self)))
        }
    }

    private func put(_ character: Character) {
        let width = character.unicodeScalars.first.map { max(0, SystemWidth.columns($0)) } ?? 1
        guard width > 0 else { return }  // combining marks: the cell before keeps its character
        if column + width > columns {
            column = 0
            newline()
        }
        while lines[row].count < column + width { lines[row].append(" ") }
        // Overwriting half of a wide character blanks its other half, as a terminal does.
        if lines[row][column] == Screen.continuation, column > 0 { lines[row][column - 1] = " " }
        let end = column + width
        if end < lines[row].count, lines[row][end] == Screen.continuation { lines[row][end] = " " }
        lines[row][column] = character
        if width == 2 { lines[row][column + 1] = Screen.continuation }
        column += width
    }

    private func newline() {
        if row == rows - 1 {
            scrollback.append(Screen.render(lines.removeFirst()))
            lines.append([])
        } else {
            row += 1
        }
    }

    /// An escape sequence; if it is incomplete, it is put back to wait for more bytes.
    private func interpretEscape(_ rest: inout ArraySlice<UInt8>) {
        guard let kind = rest.first else {
            rest = [0x1B][...] + rest
            return
        }
        if kind == UInt8(ascii: "[") {
            guard let end = rest.dropFirst().firstIndex(where: { $0 >= 0x40 && $0 <= 0x7E }) else {
                rest = [0x1B][...] + rest
                return
            }
            let parameters = String(decoding: rest[(rest.startIndex + 1)..<end], as: UTF8.self)
            let final = rest[end]
            rest = rest[(end + 1)...]
            control(final, parameters)
        } else if kind == UInt8(ascii: "]") {
            // OSC … BEL or ST: skip.
            guard let end = rest.firstIndex(where: { $0 == 0x07 || $0 == 0x5C }) else {
                rest = [0x1B][...] + rest
                return
            }
            rest = rest[(end + 1)...]
        } else {
            rest = rest.dropFirst()
        }
    }

    private func control(_ final: UInt8, _ parameters: String) {
        let isPrivateMode = parameters.hasPrefix("?")
        let numbers = parameters.drop { $0 == "?" }.split(separator: ";", omittingEmptySubsequences: false).map {
            Int($0)
        }
        func value(_ index: Int, _ fallback: Int) -> Int {
            index < numbers.count ? (numbers[index] ?? fallback) : fallback
        }
        guard !isPrivateMode else { return }
        switch Character(UnicodeScalar(final)) {
        case "A": row = max(0, row - max(1, value(0, 1)))
        case "B": row = min(rows - 1, row + max(1, value(0, 1)))
        case "C": column = min(columns - 1, column + max(1, value(0, 1)))
        case "D": column = max(0, column - max(1, value(0, 1)))
        case "G": column = min(columns - 1, max(0, value(0, 1) - 1))
        case "H", "f":
            row = min(rows - 1, max(0, value(0, 1) - 1))
            column = min(columns - 1, max(0, value(1, 1) - 1))
        case "K":
            switch value(0, 0) {
            case 0: if column < lines[row].count { lines[row].removeSubrange(column...) }
            case 1: for index in 0..<min(column + 1, lines[row].count) { lines[row][index] = " " }
            default: lines[row] = []
            }
        case "J":
            switch value(0, 0) {
            case 0:
                if column < lines[row].count { lines[row].removeSubrange(column...) }
                for index in (row + 1)..<rows { lines[index] = [] }
            default:
                for index in 0..<rows { lines[index] = [] }
            }
        case "P":
            let count = max(1, value(0, 1))
            if column < lines[row].count { lines[row].removeSubrange(column..<min(lines[row].count, column + count)) }
        case "@":
            let count = max(1, value(0, 1))
            if column < lines[row].count {
                lines[row].insert(contentsOf: Array(repeating: " ", count: count), at: column)
            }
        default:
            break
        }
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }

    func trimmingTrailingNewlines() -> String {
        var text = self
        while text.last == "\n" { text.removeLast() }
        return text
    }
}
