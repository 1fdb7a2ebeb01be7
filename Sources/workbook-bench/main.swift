// swift run -c release workbook-bench [--rounds N]
//
// The built-in observation runtime beside the toolchain's Observation, same workloads,
// same process: ns per operation (median of N rounds) and the ratio built-in ÷ toolchain.
import Foundation

let arguments = CommandLine.arguments.dropFirst()
if arguments.contains("--help") || arguments.contains("-h") {
    print(
        """
        USAGE: workbook-bench [--rounds N]

        Times the built-in observation runtime against the toolchain's Observation module on
        six workloads and prints ns/op (median of N rounds, default 11) and their ratio; then
        SE-0506's continuous form against one-shot re-installation (built-in runtime only).
        Build with -c release for meaningful numbers.
        """)
    exit(0)
}
var rounds = 11
if let index = arguments.firstIndex(of: "--rounds") {
    let next = arguments.index(after: index)
    guard next < arguments.endIndex, let value = Int(arguments[next]), value > 0 else {
        FileHandle.standardError.write(Data("workbook-bench: --rounds needs a positive whole number\n".utf8))
        exit(2)
    }
    rounds = value
}

#if DEBUG
    print("note: this is a debug build; run `swift run -c release workbook-bench` for real numbers\n")
#endif

let toolchain = Workloads.all(Toolchain.self)
let keyPaths = Workloads.all(BuiltInKeyPaths.self)
let propertyIDs = Workloads.all(BuiltInPropertyIDs.self)

func format(_ value: Double) -> String {
    value >= 100 ? String(format: "%.0f", value) : String(format: "%.1f", value)
}

func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
}

print("ns/op, median of \(rounds) rounds; ratio = built-in ÷ toolchain (target ≤ 0.50)\n")
print(
    pad("workload", 32) + pad("toolchain", 11, right: true) + pad("key paths", 11, right: true)
        + pad("ratio", 7, right: true) + pad("prop. ids", 11, right: true) + pad("ratio", 7, right: true))
for index in toolchain.indices {
    let oracle = toolchain[index].nanosecondsPerOperation(rounds: rounds)
    let byKeyPath = keyPaths[index].nanosecondsPerOperation(rounds: rounds)
    let byID = propertyIDs[index].nanosecondsPerOperation(rounds: rounds)
    print(
        pad(toolchain[index].name, 32)
            + pad(format(oracle), 11, right: true)
            + pad(format(byKeyPath), 11, right: true)
            + pad(String(format: "%.2f", byKeyPath / oracle), 7, right: true)
            + pad(format(byID), 11, right: true)
            + pad(String(format: "%.2f", byID / oracle), 7, right: true))
}

await ContinuousWorkloads.report(rounds: rounds)
