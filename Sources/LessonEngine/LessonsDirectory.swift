import Foundation

/// Finds the `Lessons/` folder of the package the workbook belongs to.
public enum LessonsDirectory {
    /// `override` (`--lessons DIR`) wins. Otherwise walk up from each start (the working
    /// directory, then the executable's folder) to a folder holding both `Package.swift`
    /// and `Lessons/`. Nil when there is none.
    public static func locate(override: String?, starts: [URL]) -> URL? {
        if let override {
            let url = URL(fileURLWithPath: override, isDirectory: true)
            return isDirectory(url) ? url : nil
        }
        for start in starts {
            var folder = start.standardizedFileURL
            while true {
                let lessons = folder.appendingPathComponent("Lessons", isDirectory: true)
                if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path),
                    isDirectory(lessons)
                {
                    return lessons
                }
                let parent = folder.deletingLastPathComponent()
                if parent.path == folder.path { break }
                folder = parent
            }
        }
        return nil
    }

    /// The working directory and the running executable's folder.
    public static var defaultStarts: [URL] {
        var starts = [URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)]
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            starts.append(executable.deletingLastPathComponent())
        }
        return starts
    }

    static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
