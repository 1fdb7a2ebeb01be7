import CLineEditing

/// Ctrl-C as a flag instead of death: once installed, SIGINT only records that it came.
/// The editor turns it into `.interrupted`; the REPL polls `take()` while code runs.
public enum InterruptSignal {
    public static func install() {
        wb_signals_install()
    }

    /// True if Ctrl-C arrived since the last call; forgets it.
    public static func take() -> Bool {
        wb_interrupt_take() != 0
    }
}
