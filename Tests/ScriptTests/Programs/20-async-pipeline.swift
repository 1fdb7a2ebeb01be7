// An async pipeline: async let fan-out, an AsyncStream of readings, and a throwing stage.

struct Reading: CustomStringConvertible {
    let sensor: String
    let value: Double
    var description: String { "\(sensor)=\(value)" }
}

enum PipelineError: Error {
    case outOfRange(Reading)
}

func readSensor(_ name: String, base: Double) async -> [Reading] {
    (1...4).map { Reading(sensor: name, value: base + Double($0) * 0.5) }
}

func makeStream(_ readings: [Reading]) -> AsyncStream<Reading> {
    AsyncStream { continuation in
        for r in readings { continuation.yield(r) }
        continuation.finish()
    }
}

func validate(_ r: Reading) throws -> Reading {
    guard (0...30).contains(r.value) else { throw PipelineError.outOfRange(r) }
    return r
}

func average(of stream: AsyncStream<Reading>) async throws -> [String: Double] {
    var sums: [String: (total: Double, count: Int)] = [:]
    for await reading in stream {
        let valid = try validate(reading)
        sums[valid.sensor, default: (0, 0)].total += valid.value
        sums[valid.sensor, default: (0, 0)].count += 1
    }
    return sums.mapValues { $0.total / Double($0.count) }
}

async let kitchen = readSensor("kitchen", base: 20)
async let garage = readSensor("garage", base: 8)
let all = await kitchen + garage
print(all.count, all.first!, all.last!)

let averages = try await average(of: makeStream(all))
for key in averages.keys.sorted() { print(key, averages[key]!) }

async let oven = readSensor("oven", base: 180)
do {
    _ = try await average(of: makeStream(await oven + all))
} catch PipelineError.outOfRange(let r) {
    print("rejected", r)
}

let (whole, halves) = await Task {
    let values = await readSensor("attic", base: 1).map(\.value)
    let whole = values.filter { $0.truncatingRemainder(dividingBy: 1) == 0 }
    return (whole, values.filter { $0 != $0.rounded(.down) })
}.value
print(whole, halves)

func countdown(from n: Int) -> AsyncStream<Int> {
    AsyncStream { continuation in
        for i in stride(from: n, through: 0, by: -1) { continuation.yield(i) }
        continuation.finish()
    }
}
var seen: [Int] = []
for await n in countdown(from: 3) { seen.append(n) }
print(seen, seen.reduce(0, +))
