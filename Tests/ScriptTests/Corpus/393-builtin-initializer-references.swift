// A builtin type's initializer named with its labels is a function: map with it, store it.
struct Version: CustomStringConvertible {
    let major: Int, minor: Int
    var description: String { "v\(major).\(minor)" }
}
let versions = [Version(major: 1, minor: 2), Version(major: 2, minor: 0)]
print(versions.map(String.init(describing:)).joined(separator: ", "))
let describe: (Int) -> String = String.init(describing:)
print(describe(42), [3, 4].map(String.init), ["7", "x"].map(Int.init))
let double: (Int) -> Double = Double.init
print(double(5), [1, 2].map(Double.init))
