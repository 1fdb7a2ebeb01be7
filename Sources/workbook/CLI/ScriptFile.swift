import Foundation
import Localization

/// Reads a script for `workbook run`: any readable file, including `/dev/stdin` and
/// `/dev/null` (read to their end, not sized first), as UTF-8 text. Text that is not
/// UTF-8 is refused with the place of the first bad byte and a guess at its encoding.
enum ScriptFile {
    struct Problem: Error { let message: String }
    /// Far above any program the workbook is for, far below what would hurt the machine.
    static let maximumBytes = 8 << 20

    static func read(_ path: String) throws(Problem) -> String {
        guard let handle = FileHandle(forReadingAtPath: path) else {
            let reason = FileManager.default.fileExists(atPath: path) ? "permission denied" : "no such file"
            throw Problem(message: "cannot read '\(path)': \(reason)")
        }
        defer { try? handle.close() }
        // Read to the end but never past the cap: `/dev/zero` or a huge file must not fill memory.
        var data = Data()
        do {
            while let chunk = try handle.read(upToCount: 1 << 16), !chunk.isEmpty {
                data.append(chunk)
                if data.count > maximumBytes {
                    throw Problem(message: Messages.text(.runFileTooLarge, path, "\(maximumBytes >> 20)"))
                }
            }
        } catch let problem as Problem {
            throw problem
        } catch {
            throw Problem(message: "cannot read '\(path)': \((error as NSError).localizedDescription)")
        }
        if let text = String(validating: data, as: UTF8.self) { return text }
        throw Problem(message: notUTF8(path, data))
    }

    /// "'x.swift' is not UTF-8 text: line 3, column 12 holds byte 0xE9 (Latin-1 'é'?)".
    private static func notUTF8(_ path: String, _ data: Data) -> String {
        let bytes = [UInt8](data)
        var index = 0
        var line = 1
        var column = 1
        while index < bytes.count {
            let length = validSequenceLength(bytes, at: index)
            if length == 0 { break }
            if bytes[index] == 10 {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += length
        }
        let byte = index < bytes.count ? bytes[index] : 0
        var guess = ""
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            guess = " (it looks like UTF-16)"
        } else if byte >= 0xA0 {
            let latin1 = Character(Unicode.Scalar(byte))
            guess = " (Latin-1 or Windows-1252 '\(latin1)'?)"
        }
        return "'\(path)' is not UTF-8 text: line \(line), column \(column) holds the byte "
            + "0x\(String(byte, radix: 16, uppercase: true))\(guess); save the file as UTF-8"
    }

    /// The length of the valid UTF-8 sequence at `index`, or 0 when it is not valid.
    private static func validSequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let length =
            lead < 0x80
            ? 1
            : lead >= 0xC2 && lead < 0xE0
                ? 2
                : lead >= 0xE0 && lead < 0xF0
                    ? 3
                    : lead >= 0xF0 && lead < 0xF5 ? 4 : 0
        guard length > 0, index + length <= bytes.count else { return 0 }
        let slice = Array(bytes[index..<(index + length)])
        return String(validating: slice, as: UTF8.self) == nil ? 0 : length
    }
}
