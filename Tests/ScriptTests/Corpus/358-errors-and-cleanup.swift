// Throwing functions, rethrows, try?/try!, and locals released on the way out.
enum ParseError: Error, CustomStringConvertible {
    case empty
    case notANumber(String)
    case outOfRange(Int)
    var description: String {
        switch self {
        case .empty: return "empty input"
        case .notANumber(let s): return "'\(s)' is not a number"
        case .outOfRange(let n): return "\(n) is out of range"
        }
    }
}
final class Scratch {
    init() { print("scratch allocated") }
    deinit { print("scratch freed") }
}
func parsePercent(_ text: String) throws -> Int {
    let scratch = Scratch()
    _ = scratch
    guard !text.isEmpty else { throw ParseError.empty }
    guard let n = Int(text) else { throw ParseError.notANumber(text) }
    guard (0...100).contains(n) else { throw ParseError.outOfRange(n) }
    return n
}
for input in ["42", "", "abc", "150"] {
    do {
        print("parsed", try parsePercent(input))
    } catch let error as ParseError {
        print("error:", error)
    } catch {
        print("other", error)
    }
}
print(try? parsePercent("7") as Any, (try? parsePercent("x")) == nil)
func applyAll(_ values: [String], _ transform: (String) throws -> Int) rethrows -> [Int] {
    try values.map(transform)
}
print(try applyAll(["1", "2"], parsePercent))
print((try? applyAll(["1", "z"], parsePercent)) ?? [])
