// A recursive-descent calculator with precedence, unary minus, variables and errors.

enum CalcError: Error, Equatable {
    case unexpected(Character?)
    case unknownVariable(String)
    case divisionByZero
}

struct Calculator {
    var variables: [String: Double] = ["pi": 3.14159, "e": 2.71828]
    private var chars: [Character] = []
    private var pos = 0

    private var peek: Character? { pos < chars.count ? chars[pos] : nil }

    private mutating func skipSpaces() {
        while let c = peek, c == " " { pos += 1 }
    }

    mutating func evaluate(_ text: String) throws -> Double {
        chars = Array(text)
        pos = 0
        let value = try expression()
        skipSpaces()
        if let c = peek { throw CalcError.unexpected(c) }
        return value
    }

    private mutating func expression() throws -> Double {
        var value = try term()
        while true {
            skipSpaces()
            if peek == "+" { pos += 1; value += try term() }
            else if peek == "-" { pos += 1; value -= try term() }
            else { return value }
        }
    }

    private mutating func term() throws -> Double {
        var value = try factor()
        while true {
            skipSpaces()
            if peek == "*" { pos += 1; value *= try factor() }
            else if peek == "/" {
                pos += 1
                let divisor = try factor()
                if divisor == 0 { throw CalcError.divisionByZero }
                value /= divisor
            } else { return value }
        }
    }

    private mutating func factor() throws -> Double {
        skipSpaces()
        guard let c = peek else { throw CalcError.unexpected(nil) }
        if c == "-" { pos += 1; return -(try factor()) }
        if c == "(" {
            pos += 1
            let inner = try expression()
            skipSpaces()
            guard peek == ")" else { throw CalcError.unexpected(peek) }
            pos += 1
            return inner
        }
        if c.isNumber {
            var text = ""
            while let d = peek, d.isNumber || d == "." { text.append(d); pos += 1 }
            return Double(text)!
        }
        if c.isLetter {
            var name = ""
            while let d = peek, d.isLetter { name.append(d); pos += 1 }
            guard let v = variables[name] else { throw CalcError.unknownVariable(name) }
            return v
        }
        throw CalcError.unexpected(c)
    }
}

var calc = Calculator()
calc.variables["r"] = 2
let inputs = ["1 + 2 * 3", "(1 + 2) * 3", "-4 / (2 - 4)", "pi * r * r", "10 / (5 - 5)",
              "2 * x", "3 + ", "7 % 2", "1.5 * 4 - -2"]
for input in inputs {
    do {
        let result = try calc.evaluate(input)
        print("\(input) = \(result)")
    } catch {
        print("\(input): \(error)")
    }
}
