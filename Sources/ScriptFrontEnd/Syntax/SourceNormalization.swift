/// What every source goes through before the scanner: Windows line ends become `\n`
/// (a Swift `Character` holds `\r\n` as one grapheme, so splitting on `\n` would see one
/// long line, and swiftc reads `"""` strings with `\n` line ends either way), and a
/// `#!` line at the very start is blanked, as swiftc skips it (the line count stays).
package enum SourceNormalization {
    package static func normalized(_ source: String) -> String {
        var text = source
        if text.utf8.contains(13) {
            text = String(decoding: crlfToLF(Array(text.utf8)), as: UTF8.self)
        }
        if text.hasPrefix("#!") {
            let end = text.firstIndex(of: "\n") ?? text.endIndex
            text.replaceSubrange(text.startIndex..<end, with: "")
        }
        return text
    }

    private static func crlfToLF(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = []
        out.reserveCapacity(bytes.count)
        var index = 0
        while index < bytes.count {
            if bytes[index] == 13, index + 1 < bytes.count, bytes[index + 1] == 10 {
                index += 1
                continue
            }
            out.append(bytes[index])
            index += 1
        }
        return out
    }
}
