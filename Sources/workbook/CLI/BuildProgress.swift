import Foundation
import Localization

/// Turns `swift build`'s `[12/240] Compiling …` lines into one progress line on stderr, so
/// a cold first build (minutes) shows that it moves. On a terminal the line is redrawn in
/// place; otherwise a line is printed at every tenth of the way.
final class BuildProgress: @unchecked Sendable {
    private let lock = NSLock()
    private let inPlace: Bool
    private var lastTenth = -1
    private var drewLine = false

    init(terminal: Terminal) {
        inPlace = terminal.stderrIsTerminal
    }

    /// Feeds one line of build output.
    func consume(_ line: String) {
        guard let (done, total) = Self.step(in: line), total > 0 else { return }
        lock.lock()
        defer { lock.unlock() }
        let percent = done * 100 / total
        if inPlace {
            Console.writeAll(
                "\r\u{1B}[2K" + Messages.text(.buildingProgress, "\(done)", "\(total)", "\(percent)"), to: STDERR_FILENO
            )
            drewLine = true
        } else if percent / 10 > lastTenth {
            lastTenth = percent / 10
            Console.writeAll(
                Messages.text(.buildingProgress, "\(done)", "\(total)", "\(percent)") + "\n", to: STDERR_FILENO)
        }
    }

    /// Ends the redrawn line so what follows starts on a fresh one.
    func finish() {
        lock.lock()
        defer { lock.unlock() }
        if drewLine { Console.writeAll("\r\u{1B}[2K", to: STDERR_FILENO) }
        drewLine = false
    }

    /// `[12/240] Compiling X` → (12, 240).
    static func step(in line: String) -> (Int, Int)? {
        guard line.hasPrefix("["), let close = line.firstIndex(of: "]") else { return nil }
        let numbers = line[line.index(after: line.startIndex)..<close].split(separator: "/")
        guard numbers.count == 2, let done = Int(numbers[0]), let total = Int(numbers[1]) else { return nil }
        return (done, total)
    }
}
