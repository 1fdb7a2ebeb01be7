import Foundation

/// A place in a file on disk (an exercise's source), printed the way compilers print it
/// (`path:line:column`). Scripts have their own `Script.SourceLocation`, a place in a named source.
public struct FileLocation: Equatable, Sendable, CustomStringConvertible {
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
