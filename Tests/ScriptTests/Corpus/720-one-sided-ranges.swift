// One-sided ranges are values of their own types: `...5` is a `PartialRangeThrough<Int>`,
// `..<5` a `PartialRangeUpTo<Int>`, `1...` a `PartialRangeFrom<Int>` (also at the end of a
// line and before a loop's body), over any comparable bound, printed as Swift reflects them.
let through = ...5
let upTo = ..<5
let from = 1...
print(through, upTo, from)
print(type(of: through), type(of: upTo), type(of: from))
print([through], [from])
let letters = ..."m"
print(letters, type(of: letters), letters.contains("k"), letters.contains("z"))
let half = 1.5...
print(half, type(of: half), half.contains(2.0), half.contains(1.0))
print(through.contains(5), upTo.contains(5), from.contains(0), upTo ~= 4)
let numbers = [10, 20, 30, 40]
print(numbers[..<2], numbers[2...], numbers[...1])
for i in 2... {
    if i > 4 { break }
    print("counting", i)
}
switch 7 {
case ..<0: print("negative")
case 10...: print("ten or more")
default: print("small")
}
print(type(of: 1...3), type(of: 1..<3))
