// Float as everyday Swift uses it: arithmetic, printing, conversions, comparisons.
import Foundation
let f: Float = 1.1
let g = f * 3
print(f, g, f + 0.25, type(of: g))
print(Double(f) > 1.09, Int(g), Float(7) / 2)
let temps: [Float] = [21.5, 19.25, 23.0]
print(temps.reduce(0, +) / Float(temps.count))
print(temps.max()!, temps.min()!, temps.sorted(by: >))
print("avg \(temps[0]) and \(String(temps[1]))")
print(Float.pi, (2 as Float).squareRoot(), Float(2.5).rounded())
print(f.magnitude, (-f).magnitude, f.isFinite, f.isNaN, Float.infinity.isInfinite)
print(Float.nan.isNaN, Int(exactly: Float(2.0)) as Any, Int(exactly: Float(2.5)) as Any, Int8(exactly: 2.5) as Any)
