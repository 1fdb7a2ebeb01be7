import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Facts about where output goes, decided once at start.
struct Terminal: Sendable {
    let stdinIsTerminal: Bool
    let stdoutIsTerminal: Bool
    let stderrIsTerminal: Bool
    /// NO_COLOR (any non-empty value, https://no-color.org) or TERM=dumb turn colour off.
    let colourAllowed: Bool

    static let current: Terminal = {
        let environment = ProcessInfo.processInfo.environment
        let noColor = !(environment["NO_COLOR"] ?? "").isEmpty || environment["TERM"] == "dumb"
        return Terminal(
            stdinIsTerminal: isatty(STDIN_FILENO) == 1,
            stdoutIsTerminal: isatty(STDOUT_FILENO) == 1,
            stderrIsTerminal: isatty(STDERR_FILENO) == 1,
            colourAllowed: !noColor)
    }()

    var stdoutStyle: Style { Style(enabled: colourAllowed && stdoutIsTerminal) }
    var stderrStyle: Style { Style(enabled: colourAllowed && stderrIsTerminal) }

    /// Columns available for prose: the terminal's width, else $COLUMNS, else 80.
    var width: Int {
        var size = winsize()
        if stdoutIsTerminal, ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
            return Int(size.ws_col)
        }
        if let columns = ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init), columns > 0 {
            return columns
        }
        return 80
    }
}

/// ANSI styling that disappears when colour is off.
struct Style: Sendable {
    let enabled: Bool

    private func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }
    func red(_ text: String) -> String { wrap(text, "31") }
    func green(_ text: String) -> String { wrap(text, "32") }
    func yellow(_ text: String) -> String { wrap(text, "33") }
    func cyan(_ text: String) -> String { wrap(text, "36") }
}
