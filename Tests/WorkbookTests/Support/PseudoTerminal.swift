import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs `workbook` on a pseudo-terminal the test owns (openpty + posix_spawn with a new
/// session, so the pty is the child's controlling terminal and Ctrl-C raises SIGINT), types
/// into it, and reads the screen through `Screen`. No tmux needed.
final class PseudoTerminal {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    let columns: Int
    let rows: Int
    private var master: Int32 = -1
    private(set) var pid: pid_t = 0
    let screen: Screen
    /// Everything the child wrote, raw, for failure messages.
    private(set) var transcript = ""

    init(
        arguments: [String] = [], stateHome: String, environment extra: [String: String] = [:],
        columns: Int = 100, rows: Int = 40, currentDirectory: String? = nil
    ) throws {
        self.columns = columns
        self.rows = rows
        screen = Screen(columns: columns, rows: rows)
        var size = winsize(ws_row: UInt16(rows), ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
        var slave: Int32 = -1
        guard openpty(&master, &slave, nil, nil, &size) == 0 else {
            throw Failure(description: "openpty failed: \(errno)")
        }
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
        guard let name = ttyname(slave) else { throw Failure(description: "ttyname failed") }
        let slavePath = String(cString: name)

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        // Opened after setsid, the terminal becomes the child's controlling terminal.
        posix_spawn_file_actions_addopen(&actions, 0, slavePath, O_RDWR, 0)
        posix_spawn_file_actions_adddup2(&actions, 0, 1)
        posix_spawn_file_actions_adddup2(&actions, 0, 2)
        if let currentDirectory {
            // glibc has it since 2.29, but its header hides it from Swift: look it up.
            typealias AddChdir =
                @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, UnsafePointer<CChar>) -> Int32
            guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "posix_spawn_file_actions_addchdir_np")
            else {
                throw Failure(description: "posix_spawn_file_actions_addchdir_np is not available")
            }
            _ = unsafeBitCast(symbol, to: AddChdir.self)(&actions, currentDirectory)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        let setsid: Int16 = 0x80  // POSIX_SPAWN_SETSID (glibc)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        var empty = sigset_t()
        sigemptyset(&empty)
        posix_spawnattr_setsigmask(&attributes, &empty)
        posix_spawnattr_setflags(&attributes, setsid | Int16(POSIX_SPAWN_SETSIGDEF) | Int16(POSIX_SPAWN_SETSIGMASK))

        var environment = PlainRun.environment(stateHome: stateHome, extra: ["TERM": "xterm", "NO_COLOR": "1"])
        environment.merge(extra) { $1 }
        let argv = [WorkbookBinary.url.path] + arguments
        let cArguments = argv.map { strdup($0) } + [nil]
        let cEnvironment = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            cArguments.forEach { free($0) }
            cEnvironment.forEach { free($0) }
        }
        let status = posix_spawn(&pid, argv[0], &actions, &attributes, cArguments, cEnvironment)
        close(slave)
        guard status == 0 else { throw Failure(description: "posix_spawn failed: \(status)") }
    }

    deinit {
        if pid > 0 {
            kill(pid, SIGKILL)
            var status: Int32 = 0
            waitpid(pid, &status, 0)
        }
        if master >= 0 { close(master) }
    }

    /// Sends keys as typed. Use `Key` for special keys.
    func type(_ text: String) {
        var bytes = Array(text.utf8)[...]
        while !bytes.isEmpty {
            let written = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
            if written <= 0 { return }
            bytes = bytes.dropFirst(written)
        }
    }

    /// Reads output until `condition` holds for the screen or `timeout` passes.
    @discardableResult
    func waitFor(_ description: String, timeout: TimeInterval = 30, _ condition: (Screen) -> Bool) throws -> Screen {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            if condition(screen) { return screen }
            guard Date() < deadline else {
                throw Failure(
                    description:
                        "timed out waiting for \(description). Screen:\n\(screen.text)\n--- raw:\n\(transcript.debugDescription)"
                )
            }
            if !pump(milliseconds: 100) && !condition(screen) {
                throw Failure(
                    description: "the workbook ended while waiting for \(description). Screen:\n\(screen.text)")
            }
        }
    }

    /// Waits for `text` to appear anywhere on the screen.
    @discardableResult
    func waitFor(text: String, timeout: TimeInterval = 30) throws -> Screen {
        try waitFor("'\(text)'", timeout: timeout) { $0.text.contains(text) }
    }

    /// Waits until the screen holds `count` occurrences of `text` (e.g. prompts).
    @discardableResult
    func waitFor(occurrences count: Int, of text: String, timeout: TimeInterval = 30) throws -> Screen {
        try waitFor("\(count)× '\(text)'", timeout: timeout) {
            $0.text.components(separatedBy: text).count - 1 >= count
        }
    }

    /// How many REPL prompts have appeared so far.
    var promptCount: Int { screen.text.components(separatedBy: "swift>").count - 1 }

    /// Waits until more than `count` prompts have appeared and the newest is ready for input.
    func waitForPrompt(after count: Int, timeout: TimeInterval = 30) throws {
        try waitFor("prompt #\(count + 1)", timeout: timeout) { _ in
            promptCount > count && screen.cursorLine == "swift>"
        }
    }

    /// Types a line, presses Enter, and waits for the REPL to be ready again; typing only
    /// at a ready prompt keeps the tests free of type-ahead races.
    func enter(_ line: String, timeout: TimeInterval = 30) throws {
        let count = promptCount
        type(line + Key.enter)
        try waitForPrompt(after: count, timeout: timeout)
    }

    /// Reads what is available within the time; false once the child has closed the terminal.
    private func pump(milliseconds: Int32) -> Bool {
        var descriptor = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
        let ready = poll(&descriptor, 1, milliseconds)
        guard ready > 0 else { return true }
        var buffer = [UInt8](repeating: 0, count: 4096)
        let count = read(master, &buffer, buffer.count)
        guard count > 0 else { return false }
        let text = String(decoding: buffer[..<count], as: UTF8.self)
        transcript += text
        screen.feed(Array(buffer[..<count]))
        return true
    }

    /// Waits for the child to exit and returns its status.
    func waitForExit(timeout: TimeInterval = 30) throws -> Int32 {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            _ = pump(milliseconds: 50)
            var status: Int32 = 0
            let result = waitpid(pid, &status, WNOHANG)
            if result == pid {
                pid = 0
                // WIFEXITED / WEXITSTATUS, spelled out (they are macros).
                return (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
            }
        }
        throw Failure(description: "the workbook did not exit. Screen:\n\(screen.text)")
    }
}

/// Keys as a terminal sends them.
enum Key {
    static let enter = "\r"
    static let tab = "\t"
    static let ctrlA = "\u{01}"
    static let ctrlC = "\u{03}"
    static let ctrlD = "\u{04}"
    static let ctrlE = "\u{05}"
    static let ctrlK = "\u{0B}"
    static let ctrlU = "\u{15}"
    static let ctrlW = "\u{17}"
    static let backspace = "\u{7F}"
    static let up = "\u{1B}[A"
    static let down = "\u{1B}[B"
    static let right = "\u{1B}[C"
    static let left = "\u{1B}[D"
}
