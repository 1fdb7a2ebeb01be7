import Foundation

/// What to start: a program, its arguments, environment, folder and standard input, the
/// limits it runs under, and what becomes of its output. Run it with `ChildRun` (cancellable
/// from another thread) or `run()`.
public struct ChildCommand {
    /// An absolute or relative path, or a bare name looked up on the child's `PATH`.
    public var executable: String
    public var arguments: [String]
    /// The child's whole environment; nil: the workbook's own.
    public var environment: [String: String]?
    /// The child's working folder; nil: the workbook's own.
    public var directory: String?
    public var input: ChildInput
    public var limits: ChildLimits
    public var output: ChildOutput

    public init(
        _ executable: String, _ arguments: [String] = [], environment: [String: String]? = nil,
        directory: String? = nil, input: ChildInput = .none, limits: ChildLimits = ChildLimits(),
        output: ChildOutput = .capture()
    ) {
        self.executable = executable
        self.arguments = arguments
        self.environment = environment
        self.directory = directory
        self.input = input
        self.limits = limits
        self.output = output
    }

    /// Runs it to the end on this thread (not cancellable: see `ChildRun`).
    public func run() throws(ChildLaunchError) -> ChildOutcome {
        try ChildRun().run(self)
    }
}

/// The child's standard input.
public enum ChildInput: Sendable {
    /// `/dev/null`: a child that reads gets end of file at once.
    case none
    /// These bytes through a pipe, then end of file.
    case bytes(Data)
}

/// Bounds on a child. When one is reached the child and everything it started are killed.
public struct ChildLimits: Sendable {
    /// Seconds of wall-clock time; nil: none. Reaching it ends the run as `.timedOut`.
    public var time: Double?
    /// Bytes of address space (`RLIMIT_AS`, set in the child); nil: none. A child over it
    /// sees allocations fail, and usually ends with a signal.
    public var memoryBytes: Int?

    public init(time: Double? = nil, memoryBytes: Int? = nil) {
        self.time = time
        self.memoryBytes = memoryBytes
    }
}

/// Which output of the child is kept, and which is passed on as it arrives.
/// Echo callbacks run on the thread that called `run`, while it waits (so they need not be `Sendable`).
public struct ChildOutput {
    /// Which of the child's outputs a piece of text came from.
    public enum Stream: Sendable { case stdout, stderr }

    /// How output is passed on while the child runs.
    public enum Echo {
        /// Each piece as it is read (any size, not cut at line ends).
        case chunks((Stream, Data) -> Void)
        /// Whole lines without their newline, and a last unfinished line at the end.
        case lines((Stream, String) -> Void)
    }

    /// Keep the output in the outcome (up to `cap` bytes of each stream).
    public var keeps: Bool
    /// Bytes kept of each stream; the rest is read (so the child never blocks) and dropped.
    public var cap: Int
    /// stderr into the same pipe as stdout, in the order written (the outcome's `stdout`).
    public var mergesStderr: Bool
    public var echo: Echo?

    public init(keeps: Bool = true, cap: Int = 4 << 20, mergesStderr: Bool = false, echo: Echo? = nil) {
        self.keeps = keeps
        self.cap = cap
        self.mergesStderr = mergesStderr
        self.echo = echo
    }

    /// Keep both streams (up to `cap` bytes each).
    public static func capture(cap: Int = 4 << 20, mergingStderr: Bool = false) -> ChildOutput {
        ChildOutput(cap: cap, mergesStderr: mergingStderr)
    }

    /// Pass output on as it arrives, keeping nothing.
    public static func echo(_ echo: Echo, mergingStderr: Bool = false) -> ChildOutput {
        ChildOutput(keeps: false, cap: 0, mergesStderr: mergingStderr, echo: echo)
    }

    /// Pass output on as it arrives and keep it too.
    public static func both(_ echo: Echo, cap: Int = 4 << 20, mergingStderr: Bool = false) -> ChildOutput {
        ChildOutput(cap: cap, mergesStderr: mergingStderr, echo: echo)
    }
}
