// rounded(_:) with each FloatingPointRoundingRule; a program's own enum may also have a case `.up`.
import Foundation

enum Direction { case up, down }

func move(_ direction: Direction, from floor: Int) -> Int {
    direction == .up ? floor + 1 : floor - 1
}

let prices = [2.5, -2.5, 3.49, -0.5, 7.0]
for price in prices {
    print(
        price, price.rounded(), price.rounded(.down), price.rounded(.up), price.rounded(.towardZero),
        price.rounded(.awayFromZero), price.rounded(.toNearestOrEven), price.rounded(.toNearestOrAwayFromZero))
}
print(move(.up, from: 3), move(.down, from: 3))
let pages = Int((23.0 / 10.0).rounded(.up))
print("pages: \(pages)")
let rule: FloatingPointRoundingRule = .towardZero
print((-9.99).rounded(rule), 9.99.rounded(rule))
