// CPU time rather than wall time: the machine is shared, and a loaded machine stretches
// wall time by whatever else runs. The interpreter runs on a thread of its own, so the
// in-process measure is the whole process's CPU time; a child's comes from its rusage.
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

func processCPUSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}

func childrenCPUSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_CHILDREN.rawValue, &usage)
    func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
    return seconds(usage.ru_utime) + seconds(usage.ru_stime)
}

func cpuSeconds(_ body: () throws -> Void) rethrows -> Double {
    let start = processCPUSeconds()
    try body()
    return processCPUSeconds() - start
}

func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    return sorted[sorted.count / 2]
}

/// Runs a program to its end; its standard output and the CPU time it used (children's
/// rusage: the only child running is this one).
func runChild(_ executable: String, _ arguments: [String]) throws -> (output: String, cpu: Double, status: Int32) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    let before = childrenCPUSeconds()
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (output, childrenCPUSeconds() - before, process.terminationStatus)
}

func which(_ tool: String) -> String? {
    for directory in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") {
        let path = "\(directory)/\(tool)"
        if FileManager.default.isExecutableFile(atPath: path) { return path }
    }
    return nil
}
