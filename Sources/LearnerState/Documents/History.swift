import Foundation

/// `history`: the REPL's entered lines, oldest first, in libedit's file format (the
/// `_HiStOrY_V2_` header, then one line per entry, bytes escaped as `strvis` does), so that
/// histories written by earlier versions, which saved through libedit, read the same.
public struct History: StateDocument, Equatable {
    /// How many lines are kept.
    public static let limit = 1000
    static let header = "_HiStOrY_V2_"

    public var lines: [String] = []

    public init() {}

    public init(lines: [String]) {
        self.lines = lines
    }

    /// Adds an entered line, unless it repeats the last one; the oldest go beyond the limit.
    public mutating func append(_ line: String) {
        guard lines.last != line else { return }
        lines.append(line)
        if lines.count > Self.limit { lines.removeFirst(lines.count - Self.limit) }
    }

    /// An empty file is an empty history; otherwise the header, then lines whose every
    /// escape is one libedit writes. Anything else is not a history (and is set aside).
    public static func decode(_ data: Data) -> History? {
        guard !data.isEmpty else { return History() }
        var records = data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        guard records.first.map({ Array($0) }) == Array(header.utf8) else { return nil }
        records.removeFirst()
        if records.last?.isEmpty == true { records.removeLast() }
        var history = History()
        for record in records where !record.isEmpty {
            guard let bytes = VisibleBytes.decode(record), let line = String(validating: bytes, as: UTF8.self)
            else { return nil }
            history.lines.append(line)
        }
        return history
    }

    public func encoded() -> Data {
        var data = Data((Self.header + "\n").utf8)
        for line in lines {
            data.append(contentsOf: VisibleBytes.encode(Array(line.utf8)))
            data.append(UInt8(ascii: "\n"))
        }
        return data
    }
}
