/// SE-0506 (Swift 6.4, iOS 27) as declarations only: a compiler older than 6.4 has no
/// `withObservationTracking(options:)`, `withContinuousObservation` or
/// `ObservationTracking.Event`, so code that uses them is checked against these, and then
/// runs on the workbook's built-in runtime. The signatures are swiftlang/swift main's
/// (`stdlib/public/Observation/Sources/Observation/`): `Token.cancel()` consumes, as there.
/// The bodies never run.
public enum AdvancedObservationShim {
    /// Does this code use SE-0506's API?
    public static func isUsed(by source: String) -> Bool {
        source.contains("withContinuousObservation") || source.contains("ObservationTracking.")
            || (source.contains("withObservationTracking") && source.contains("options:"))
    }

    /// Does this compiler need the declarations? (`swiftc --version`'s first line.)
    public static func isNeeded(byCompiler versionLine: String) -> Bool {
        guard let range = versionLine.range(of: "Swift version ") else { return true }
        let numbers = versionLine[range.upperBound...].prefix { $0.isNumber || $0 == "." }.split(separator: ".")
        let major = numbers.first.flatMap { Int($0) } ?? 0
        let minor = numbers.dropFirst().first.flatMap { Int($0) } ?? 0
        return (major, minor) < (6, 4)
    }

    /// The declarations, appended after a file's last line (line numbers stay the learner's)
    /// or added to the REPL's context.
    public static let source = """
        public struct ObservationTracking: Sendable {
            public struct Options: OptionSet, Sendable {
                public let rawValue: Int
                public init(rawValue: Int) { self.rawValue = rawValue }
                public static let willSet = Options(rawValue: 1)
                public static let didSet = Options(rawValue: 2)
                public static let `deinit` = Options(rawValue: 4)
            }
            public struct Event: ~Copyable {
                public struct Kind: Equatable, Sendable, CustomStringConvertible {
                    let rawValue: Int
                    public static let initial = Kind(rawValue: 0)
                    public static let willSet = Kind(rawValue: 1)
                    public static let didSet = Kind(rawValue: 2)
                    public static let `deinit` = Kind(rawValue: 3)
                    public var description: String { "" }
                }
                public let kind: Kind
                public func matches(_ keyPath: PartialKeyPath<some Observable>) -> Bool { false }
                public func cancel() {}
            }
            public struct Token: ~Copyable, Sendable {
                public consuming func cancel() {}
            }
        }
        public func withObservationTracking<Result: ~Copyable, Failure: Error>(
            options: ObservationTracking.Options,
            _ apply: () throws(Failure) -> Result,
            onChange: @escaping @Sendable (borrowing ObservationTracking.Event) -> Void
        ) throws(Failure) -> Result { try apply() }
        public func withContinuousObservation(
            options: ObservationTracking.Options,
            @_inheritActorContext apply: @escaping @isolated(any) @Sendable (borrowing ObservationTracking.Event) -> Void
        ) -> ObservationTracking.Token { ObservationTracking.Token() }
        """
}
