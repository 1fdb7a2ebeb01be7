import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Single keys from the terminal, without Enter: `watch`'s h/n/l/q. Puts the terminal in
/// non-canonical, no-echo mode (Ctrl-C still interrupts) and restores it on `restore()`,
/// at exit and on Ctrl-C. Without a terminal on stdin it reads nothing.
final class KeyReader {
    let isActive: Bool

    init() {
        isActive = isatty(STDIN_FILENO) == 1 && KeyReader.enterKeyMode()
    }

    deinit { restore() }

    /// The next key pressed within `milliseconds`, or nil.
    func key(within milliseconds: Int32) -> Character? {
        guard isActive else {
            usleep(UInt32(max(0, milliseconds)) * 1000)
            return nil
        }
        var request = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
        guard poll(&request, 1, milliseconds) > 0 else { return nil }
        var byte: UInt8 = 0
        guard read(STDIN_FILENO, &byte, 1) == 1 else { return nil }
        return Character(Unicode.Scalar(byte))
    }

    func restore() {
        if isActive { KeyReader.leaveKeyMode() }
    }

    // The saved settings live in a global so the signal handler (a C function) can reach them.
    private static func enterKeyMode() -> Bool {
        guard tcgetattr(STDIN_FILENO, &savedTerminal) == 0 else { return false }
        var raw = savedTerminal
        raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
        withUnsafeMutableBytes(of: &raw.c_cc) { cc in
            cc[Int(VMIN)] = 1
            cc[Int(VTIME)] = 0
        }
        guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { return false }
        haveSavedTerminal = true
        atexit { KeyReader.leaveKeyMode() }
        signal(SIGINT) { _ in
            KeyReader.leaveKeyMode()
            _exit(130)
        }
        return true
    }

    private static func leaveKeyMode() {
        guard haveSavedTerminal else { return }
        tcsetattr(STDIN_FILENO, TCSANOW, &savedTerminal)
    }
}

nonisolated(unsafe) private var savedTerminal = termios()
nonisolated(unsafe) private var haveSavedTerminal = false
