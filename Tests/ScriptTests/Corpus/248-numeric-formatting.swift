// How numbers print: Int, Double, Float, sized integers, in collections and interpolation.
let values: [Double] = [1, 0.1, 1e21, 1e-7, 100]
print(values)
let floats: [Float] = [1, 0.1, 3.14159, 1e10]
print(floats)
let small: [Int8] = [-1, 0, 127]
print(small)
print("\(Float(2.5)) \(UInt8(7)) \(Double(3))")
print(Optional(Float(1.5)) as Any)
let tuple = (count: UInt16(3), ratio: Float(0.25))
print(tuple)
