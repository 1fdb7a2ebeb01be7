// Methods and initializers overloaded by parameter type.
struct Logger {
    var lines: [String] = []
    mutating func log(_ value: Int) { lines.append("int \(value)") }
    mutating func log(_ value: String) { lines.append("text \(value)") }
    mutating func log(_ value: Double) { lines.append("double \(value)") }
}

var logger = Logger()
logger.log(1)
logger.log("two")
logger.log(3.0)
print(logger.lines)

func total(_ values: [Int]) -> Int { values.reduce(0, +) }
func total(_ values: [Double]) -> Double { values.reduce(0, +) }
print(total([1, 2, 3]))
print(total([1.5, 2]))
