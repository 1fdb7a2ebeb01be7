// Int(_:radix:), String(_:radix:uppercase:) and Int(exactly:): the label changes the meaning.
import Foundation

struct Color {
    var red: Int, green: Int, blue: Int

    init?(hex: String) {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        guard digits.count == 6, let value = Int(digits, radix: 16) else { return nil }
        red = value / 65536
        green = value / 256 % 256
        blue = value % 256
    }

    var hex: String {
        [red, green, blue].map { part in
            let text = String(part, radix: 16, uppercase: true)
            return part < 16 ? "0" + text : text
        }.joined()
    }
}

for text in ["#FF8800", "0a0b0c", "#12345", "zzzzzz"] {
    if let color = Color(hex: text) {
        print(text, "->", color.red, color.green, color.blue, "#" + color.hex)
    } else {
        print(text, "-> not a color")
    }
}
print(String(10, radix: 2), String(-255, radix: 16), String(35, radix: 36), Int("-101", radix: 2) as Any)
print(Int("12", radix: 10)! + 1, Int("g", radix: 16) == nil)

let readings = [3.0, 2.5, -4.0, 1e30, 0.1 * 10]
for reading in readings {
    if let whole = Int(exactly: reading) {
        print("\(reading) is the whole number \(whole)")
    } else {
        print("\(reading) is not an Int")
    }
}
print(Int(exactly: 7) as Any, Int(2.9), Int(-2.9))
