// Issue 33's budget for `workbook run` compiled on the built-in runtime, on a 60-line
// observation program, whole process (what a learner waits for), median of N runs:
//   first run (a file never compiled before: swiftc compiles and links it) ≤ 1.0 s, and
//   ≤ 1.5× `swift FILE` (the toolchain's own compile-and-run of the same file);
//   rerun of the unchanged file (its kept binary) ≤ 0.1 s.
// Wall time, so a loaded machine stretches every figure alike: compare the ratios.
import Foundation

private let observationProgram = """
    import Observation

    @Observable final class Cart {
        var items: [String: Int] = [:]
        var discount = 0.0
        var customer = "guest"

        var count: Int { items.values.reduce(0, +) }

        func add(_ name: String, quantity: Int = 1) {
            items[name, default: 0] += quantity
        }

        func remove(_ name: String) {
            items[name] = nil
        }
    }

    struct PriceList {
        let prices: [String: Double] = ["apple": 0.5, "bread": 2.25, "milk": 1.1, "tea": 3.0]

        func total(of cart: Cart) -> Double {
            let gross = cart.items.reduce(0.0) { sum, entry in
                sum + (prices[entry.key] ?? 0) * Double(entry.value)
            }
            return gross * (1 - cart.discount)
        }
    }

    let cart = Cart()
    let prices = PriceList()
    var renders = 0

    func render() {
        withObservationTracking {
            renders += 1
            let lines = cart.items.keys.sorted().map { "\\($0) × \\(cart.items[$0]!)" }
            print("[\\(cart.customer)] \\(cart.count) items: \\(lines.joined(separator: ", "))")
            print("  total: \\((prices.total(of: cart) * 100).rounded() / 100)")
        } onChange: {
            print("  (changed)")
        }
    }

    render()
    cart.add("apple", quantity: 3)
    render()
    cart.add("bread")
    render()
    cart.discount = 0.1
    render()
    cart.remove("apple")
    render()
    cart.customer = "ada"
    print("renders: \\(renders)")
    """

/// The workbook's debug build beside the package this tool runs in (`swift build --product workbook`).
private func workbookBinary() -> String? {
    var directory = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    while directory.path != "/" {
        let candidate = directory.appendingPathComponent(".build/debug/workbook").path
        if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        directory.deleteLastPathComponent()
    }
    return nil
}

private func wallSeconds(_ executable: String, _ arguments: [String], in directory: String) throws -> (Double, String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    process.currentDirectoryURL = URL(fileURLWithPath: directory)
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = FileHandle.nullDevice
    let start = DispatchTime.now().uptimeNanoseconds
    try process.run()
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return (Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9, output)
}

func runCompiledRunBench(runs: Int) throws -> Bool {
    guard let workbook = workbookBinary(), let swift = which("swift") else {
        print("compiled run: skipped — build the workbook first (swift build --product workbook), swift on PATH")
        return false
    }
    let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("compiled-run-bench-\(ProcessInfo.processInfo.processIdentifier)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let lines = observationProgram.split(separator: "\n", omittingEmptySubsequences: false).count
    // The runtime is built once per checkout, before any of this is timed.
    try observationProgram.write(toFile: "\(folder)/cart.swift", atomically: true, encoding: .utf8)
    let (_, expected) = try wallSeconds(workbook, ["run", "cart.swift"], in: folder)
    var first: [Double] = []
    var rerun: [Double] = []
    var swiftRuns: [Double] = []
    var agree = true
    for run in 1...runs {
        // A file never compiled before: a comment no earlier run had.
        let fresh = observationProgram + "\n// run \(run) \(UInt64.random(in: 0...UInt64.max))\n"
        try fresh.write(toFile: "\(folder)/cart.swift", atomically: true, encoding: .utf8)
        let (cold, output) = try wallSeconds(workbook, ["run", "cart.swift"], in: folder)
        let (warm, again) = try wallSeconds(workbook, ["run", "cart.swift"], in: folder)
        let (toolchain, swiftOutput) = try wallSeconds(swift, ["cart.swift"], in: folder)
        agree = agree && output == expected && again == expected && swiftOutput == expected
        first.append(cold)
        rerun.append(warm)
        swiftRuns.append(toolchain)
    }
    let (cold, warm, toolchain) = (median(first), median(rerun), median(swiftRuns))
    print("compiled run: `workbook run` on a \(lines)-line observation program, whole process, median of \(runs)")
    print(String(format: "  first run (swiftc compiles and links)   %6.3f s   (budget 1.0 s)", cold))
    print(
        String(
            format: "  `swift FILE` on the same file           %6.3f s   first run / swift: %.2f× (budget 1.5×)",
            toolchain, cold / toolchain))
    print(String(format: "  rerun of the unchanged file             %6.3f s   (budget 0.1 s)", warm))
    if !agree { print("  the outputs differ between the runs and `swift FILE`") }
    return agree && cold <= 1.0 && cold / toolchain <= 1.5 && warm <= 0.1
}
