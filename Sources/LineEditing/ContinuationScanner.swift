/// Decides whether typed Swift is unfinished — an open bracket, brace or parenthesis, a
/// multi-line string or a block comment — so the REPL asks for another line instead of
/// running it. Anything malformed (a stray closer, a newline inside "…") counts as
/// finished: the interpreter then reports it with a proper diagnostic.
public enum ContinuationScanner {
    public static func needsMoreInput(_ source: String) -> Bool {
        var scanner = Scan(Array(source.unicodeScalars))
        return scanner.run()
    }

    /// The same answer, line by line, without scanning earlier lines again: an entry of
    /// thousands of lines costs linear time, not quadratic.
    public struct Lines {
        private var scan = Scan([])
        private var lines = 0
        public init() {}

        /// Adds a line (joined to the earlier ones by a newline); true while the entry is
        /// unfinished. Once it says false the entry is complete: add no more lines.
        public mutating func add(_ line: String) -> Bool {
            if lines > 0 { scan.text.append("\n") }
            lines += 1
            scan.text.append(contentsOf: line.unicodeScalars)
            return scan.run()
        }
    }

    private enum Context {
        case bracket(Unicode.Scalar)  // ( [ {
        case interpolation  // \( … ) inside a string
        case string(multiline: Bool, hashes: Int)
        case blockComment
    }

    private struct Scan {
        var text: [Unicode.Scalar]
        var index = 0
        var stack: [Context] = []

        init(_ text: [Unicode.Scalar]) { self.text = text }

        func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            index + offset < text.count ? text[index + offset] : nil
        }

        func matches(_ literal: String, at offset: Int = 0) -> Bool {
            var position = index + offset
            for scalar in literal.unicodeScalars {
                guard position < text.count, text[position] == scalar else { return false }
                position += 1
            }
            return true
        }

        func count(of scalar: Unicode.Scalar, from offset: Int) -> Int {
            var n = 0
            while let next = peek(offset + n), next == scalar { n += 1 }
            return n
        }

        /// True when input is unfinished.
        mutating func run() -> Bool {
            while index < text.count {
                if case .string(let multiline, let hashes)? = stack.last {
                    if !scanString(multiline: multiline, hashes: hashes) { return false }
                    continue
                }
                if case .blockComment? = stack.last {
                    if matches("*/") {
                        stack.removeLast()
                        index += 2
                    } else if matches("/*") {
                        stack.append(.blockComment)
                        index += 2
                    } else {
                        index += 1
                    }
                    continue
                }
                if !scanCode() { return false }
            }
            return !stack.isEmpty
        }

        /// One step in code. Returns false when the input is malformed (treat as finished).
        mutating func scanCode() -> Bool {
            let scalar = text[index]
            switch scalar {
            case "/" where matches("//"):
                while let next = peek(), next != "\n" { index += 1 }
            case "/" where matches("/*"):
                stack.append(.blockComment)
                index += 2
            case "#" where count(of: "#", from: 0) > 0:
                let hashes = count(of: "#", from: 0)
                if peek(hashes) == "\"" {
                    index += hashes
                    openString(hashes: hashes)
                } else {
                    index += hashes
                }
            case "\"":
                openString(hashes: 0)
            case "(", "[", "{":
                stack.append(.bracket(scalar))
                index += 1
            case ")", "]", "}":
                let expected: Unicode.Scalar = scalar == ")" ? "(" : scalar == "]" ? "[" : "{"
                switch stack.last {
                case .bracket(let open)? where open == expected:
                    stack.removeLast()
                case .interpolation? where scalar == ")":
                    stack.removeLast()  // back into the string
                default:
                    return false
                }
                index += 1
            default:
                index += 1
            }
            return true
        }

        mutating func openString(hashes: Int) {
            if matches("\"\"\"") {
                stack.append(.string(multiline: true, hashes: hashes))
                index += 3
            } else {
                stack.append(.string(multiline: false, hashes: hashes))
                index += 1
            }
        }

        /// One step inside a string literal. Returns false when malformed.
        mutating func scanString(multiline: Bool, hashes: Int) -> Bool {
            let scalar = text[index]
            let delimiter = multiline ? "\"\"\"" : "\""
            if scalar == "\\" && count(of: "#", from: 1) == hashes {
                let after = index + 1 + hashes
                if after < text.count, text[after] == "(" {
                    stack.append(.interpolation)
                    index = after + 1
                } else {
                    index = after + 1  // an escaped character
                }
                return true
            }
            if matches(delimiter) && count(of: "#", from: delimiter.unicodeScalars.count) >= hashes {
                stack.removeLast()
                index += delimiter.unicodeScalars.count + hashes
                return true
            }
            if scalar == "\n" && !multiline { return false }
            index += 1
            return true
        }
    }
}
