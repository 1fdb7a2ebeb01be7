// Character classification and Double's remainder and magnitudes, as swiftc prints them.
import Foundation
for character in Array("F7g \n_é") {
    print(character.hexDigitValue as Any, character.isHexDigit, character.isNewline, character.isASCII,
          character.isSymbol, character.isPunctuation)
}
let hex = "1aF".compactMap(\.hexDigitValue).reduce(0) { $0 * 16 + $1 }
print(hex)
print(7.5.remainder(dividingBy: 2), 12.0.truncatingRemainder(dividingBy: 5), (-7.0).remainder(dividingBy: 4))
print(Double.leastNonzeroMagnitude, Double.leastNormalMagnitude, Double.greatestFiniteMagnitude)
print(0.1 + 0.2, 1e20, 1e16, 1e15, Double.pi, 1.0 / 3)
