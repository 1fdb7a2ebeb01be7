// Float rounding, division and mixing with Double through conversions.
import Foundation
let values: [Float] = [1.25, 2.5, -0.75]
let doubled = values.map { $0 * 2 }
print(doubled, doubled.reduce(0, +))
let mean = values.reduce(0, +) / Float(values.count)
print(mean, Double(mean) + 0.5)
print(values.map { $0.rounded() }, values.map { Int($0) })
let ratio: Float = 2 / 3
print(ratio, String(ratio), "\(ratio)")
print(values.contains(2.5), values.firstIndex(of: -0.75)!)
print(Float(1) / 0, -Float(1) / 0)
print(Array(stride(from: Float(0), through: 1, by: 0.25)), stride(from: UInt8(0), to: 10, by: 3).map { $0 })
