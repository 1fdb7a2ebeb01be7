import Foundation

/// A place in a file, printed the way compilers print it (`path:line:column`).
public struct SourceLocation: Equatable, Sendable, CustomStringConvertible {
    public var file: URL
    public var line: Int
    public var column: Int

    public init(file: URL, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file.path):\(line):\(column)" }

    /// The same place with the path relative to `root` when it lies inside it.
    public func relative(to root: URL) -> String {
        "\(ExerciseFiles.relativePath(of: file, to: root)):\(line):\(column)"
    }
}
