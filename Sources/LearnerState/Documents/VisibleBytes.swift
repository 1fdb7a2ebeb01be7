/// The escaping of libedit's history file (`strvis`/`strunvis`): a line of visible bytes in
/// which `\` starts `\\`, `\ooo` (octal), `\M-c`, `\M^c`, `\^c` or a one-letter C escape.
enum VisibleBytes {
    private static let backslash = UInt8(ascii: "\\")

    static func isVisible(_ byte: UInt8) -> Bool { byte > 0x20 && byte != 0x7f }

    /// Spaces, control bytes and backslashes escaped (octal, which every reader of the
    /// format understands); other bytes, UTF-8 included, as they are.
    static func encode(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        for byte in bytes {
            if byte == backslash {
                out += [backslash, backslash]
            } else if isVisible(byte) {
                out.append(byte)
            } else {
                out += [backslash, 0x30 + (byte >> 6), 0x30 + ((byte >> 3) & 7), 0x30 + (byte & 7)]
            }
        }
        return out
    }

    /// The bytes a line stands for, or nil when it holds anything libedit never writes.
    static func decode(_ line: some Collection<UInt8>) -> [UInt8]? {
        var out: [UInt8] = []
        var index = line.startIndex
        func next() -> UInt8? {
            guard index < line.endIndex else { return nil }
            defer { index = line.index(after: index) }
            return line[index]
        }
        func control(_ byte: UInt8) -> UInt8 { byte == UInt8(ascii: "?") ? 0x7f : byte & 0x1f }
        while let byte = next() {
            guard byte == backslash else {
                guard isVisible(byte) else { return nil }
                out.append(byte)
                continue
            }
            guard let escape = next() else { return nil }
            switch escape {
            case backslash: out.append(backslash)
            case UInt8(ascii: "0")...UInt8(ascii: "7"):
                var value = UInt32(escape - 0x30)
                var digits = 1
                while digits < 3, index < line.endIndex, (0x30...0x37).contains(line[index]) {
                    value = value * 8 + UInt32(next()! - 0x30)
                    digits += 1
                }
                // `\0` alone is C's NUL; otherwise three digits, as strvis writes them.
                guard digits == 3 || (digits == 1 && escape == UInt8(ascii: "0")), value <= 0xff else { return nil }
                out.append(UInt8(value))
            case UInt8(ascii: "M"):
                guard let kind = next(), let char = next(), isVisible(char) else { return nil }
                switch kind {
                case UInt8(ascii: "-"): out.append(char | 0x80)
                case UInt8(ascii: "^"): out.append(control(char) | 0x80)
                default: return nil
                }
            case UInt8(ascii: "^"):
                guard let char = next(), isVisible(char) else { return nil }
                out.append(control(char))
            default:
                let letters: [UInt8: UInt8] = [
                    UInt8(ascii: "n"): 0x0a, UInt8(ascii: "r"): 0x0d, UInt8(ascii: "t"): 0x09,
                    UInt8(ascii: "b"): 0x08, UInt8(ascii: "a"): 0x07, UInt8(ascii: "v"): 0x0b,
                    UInt8(ascii: "f"): 0x0c, UInt8(ascii: "s"): 0x20, UInt8(ascii: "E"): 0x1b,
                ]
                guard let value = letters[escape] else { return nil }
                out.append(value)
            }
        }
        return out
    }
}
