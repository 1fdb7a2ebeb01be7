// The builtin types, described once as Swift declarations (signatures without bodies) and
// read by the workbook's own parser into a DeclarationModel. Type inference, name
// resolution and REPL completion read this table instead of matching strings; the
// interpreter's builtins (Interpreter/Builtin*.swift) implement what it lists.

package enum BuiltinSignatures {
    package static let interface = """
        protocol Equatable {}
        protocol Hashable: Equatable {}
        protocol Comparable: Equatable {}
        protocol Identifiable {}
        protocol CustomStringConvertible { var description: String { get } }
        protocol CustomDebugStringConvertible { var debugDescription: String { get } }
        protocol Sendable {}
        protocol Error {}
        protocol CaseIterable {}
        protocol Observable {}
        protocol ObservableObject {}
        protocol Codable {}
        protocol Encodable {}
        protocol Decodable {}
        protocol Sequence {}
        protocol Collection: Sequence {}
        protocol Numeric {}
        protocol BinaryInteger: Numeric {}
        protocol FixedWidthInteger: BinaryInteger {}
        protocol SignedInteger: BinaryInteger, SignedNumeric {}
        protocol UnsignedInteger: BinaryInteger {}
        protocol SignedNumeric: Numeric {}
        protocol FloatingPoint: SignedNumeric {}
        protocol BinaryFloatingPoint: FloatingPoint {}
        protocol StringProtocol {}
        protocol ExpressibleByIntegerLiteral {}
        protocol ExpressibleByFloatLiteral {}
        protocol ExpressibleByStringLiteral {}
        struct Int: FixedWidthInteger, SignedInteger, Hashable, Comparable, CustomStringConvertible {
            static var max: Int
            static var min: Int
            static var zero: Int
            static func random(in range: Range<Int>) -> Int
            static func random(in range: ClosedRange<Int>) -> Int
            var description: String
            var bitWidth: Int
            var nonzeroBitCount: Int
            var leadingZeroBitCount: Int
            var trailingZeroBitCount: Int
            var magnitude: UInt
            func isMultiple(of other: Int) -> Bool
            func quotientAndRemainder(dividingBy other: Int) -> (quotient: Int, remainder: Int)
            func signum() -> Int
            func distance(to other: Int) -> Int
            func advanced(by n: Int) -> Int
            mutating func negate()
        }
        struct Double: BinaryFloatingPoint, Hashable, Comparable, CustomStringConvertible {
            static var pi: Double
            static func random(in range: Range<Double>) -> Double
            static func random(in range: ClosedRange<Double>) -> Double
            static var infinity: Double
            static var nan: Double
            static var zero: Double
            static var greatestFiniteMagnitude: Double
            static var leastNonzeroMagnitude: Double
            static var leastNormalMagnitude: Double
            static var ulpOfOne: Double
            var description: String
            var isNaN: Bool
            var isInfinite: Bool
            var isFinite: Bool
            var isZero: Bool
            var magnitude: Double
            func rounded() -> Double
            func squareRoot() -> Double
            func truncatingRemainder(dividingBy other: Double) -> Double
            func remainder(dividingBy other: Double) -> Double
            func formatted() -> String
        }
        struct Float: BinaryFloatingPoint, Hashable, Comparable, CustomStringConvertible {
            static var pi: Float
            static var infinity: Float
            static var nan: Float
            static var zero: Float
            static var greatestFiniteMagnitude: Float
            static var leastNonzeroMagnitude: Float
            static var leastNormalMagnitude: Float
            static var ulpOfOne: Float
            var description: String
            var isNaN: Bool
            var isInfinite: Bool
            var isFinite: Bool
            var isZero: Bool
            var magnitude: Float
            func rounded() -> Float
            func squareRoot() -> Float
            func truncatingRemainder(dividingBy other: Float) -> Float
        }
        struct Bool: Hashable, CustomStringConvertible {
            static func random() -> Bool
            var description: String
            mutating func toggle()
        }
        struct Character: Hashable, Comparable, CustomStringConvertible {
            var isLetter: Bool
            var isNumber: Bool
            var isWhitespace: Bool
            var isUppercase: Bool
            var isLowercase: Bool
            var isPunctuation: Bool
            var wholeNumberValue: Int?
            var hexDigitValue: Int?
            var isHexDigit: Bool
            var isNewline: Bool
            var isASCII: Bool
            var isSymbol: Bool
            var asciiValue: UInt8?
            var description: String
            func uppercased() -> String
            func lowercased() -> String
        }
        enum Unicode {
            struct Scalar: Hashable, Comparable, CustomStringConvertible {
                var value: UInt32
                var isASCII: Bool
                var description: String
                var properties: Unicode.Scalar.Properties
                func escaped(asASCII forceASCII: Bool) -> String
                struct Properties: CustomStringConvertible {
                    var isAlphabetic: Bool
                    var isUppercase: Bool
                    var isLowercase: Bool
                    var isWhitespace: Bool
                    var isEmoji: Bool
                    var isEmojiPresentation: Bool
                    var isMath: Bool
                    var isCased: Bool
                    var isDiacritic: Bool
                    var isASCIIHexDigit: Bool
                    var isHexDigit: Bool
                    var isIdeographic: Bool
                    var isDash: Bool
                    var name: String?
                    var numericValue: Double?
                    var lowercaseMapping: String
                    var uppercaseMapping: String
                    var titlecaseMapping: String
                }
            }
        }
        struct String: StringProtocol, Hashable, Comparable, Sequence, CustomStringConvertible {
            var count: Int
            var isEmpty: Bool
            var description: String
            var first: Character?
            var last: Character?
            var capitalized: String
            var utf8: [UInt8]
            var utf16: [UInt16]
            var unicodeScalars: [Unicode.Scalar]
            var startIndex: String.Index
            var endIndex: String.Index
            var indices: [String.Index]
            func index(after i: String.Index) -> String.Index
            func index(before i: String.Index) -> String.Index
            func index(_ i: String.Index, offsetBy distance: Int) -> String.Index
            func distance(from start: String.Index, to end: String.Index) -> Int
            func range(of other: String) -> Range<String.Index>?
            mutating func insert(_ newElement: Character, at i: String.Index)
            mutating func insert(contentsOf newElements: String, at i: String.Index)
            mutating func remove(at i: String.Index) -> Character
            mutating func removeSubrange(_ bounds: Range<String.Index>)
            mutating func replaceSubrange(_ bounds: Range<String.Index>, with newElements: String)
            func firstIndex(of element: Character) -> String.Index?
            func lastIndex(of element: Character) -> String.Index?
            func replacing(_ target: String, with replacement: String) -> String
            func padding(toLength newLength: Int, withPad padString: String, startingAt padIndex: Int) -> String
            func data(using encoding: String.Encoding) -> Data?
            mutating func removeAll()
            mutating func removeFirst() -> Character
            mutating func removeLast() -> Character
            func uppercased() -> String
            func lowercased() -> String
            func hasPrefix(_ prefix: String) -> Bool
            func hasSuffix(_ suffix: String) -> Bool
            func contains(_ other: String) -> Bool
            func split(separator: Character) -> [Substring]
            func reversed() -> [Character]
            func sorted() -> [Character]
            func dropFirst() -> Substring
            func dropFirst(_ k: Int) -> Substring
            func dropLast() -> Substring
            func dropLast(_ k: Int) -> Substring
            func prefix(_ maxLength: Int) -> Substring
            func suffix(_ maxLength: Int) -> Substring
            func replacingOccurrences(of target: String, with replacement: String) -> String
            func trimmingCharacters(in set: CharacterSet) -> String
            func components(separatedBy separator: String) -> [String]
            mutating func append(_ other: String)
        }
        struct Substring: StringProtocol, Hashable, Comparable, Sequence, CustomStringConvertible {
            var count: Int
            var isEmpty: Bool
            func uppercased() -> String
            func lowercased() -> String
        }
        struct Array<Element>: Collection, CustomStringConvertible {
            var count: Int
            var isEmpty: Bool
            var first: Element?
            var last: Element?
            var startIndex: Int
            var endIndex: Int
            var indices: Range<Int>
            mutating func append(_ newElement: Element)
            mutating func insert(_ newElement: Element, at i: Int)
            mutating func remove(at index: Int) -> Element
            mutating func removeFirst() -> Element
            mutating func removeLast() -> Element
            mutating func popLast() -> Element?
            mutating func removeAll()
            mutating func shuffle()
            mutating func sort()
            mutating func reverse()
            mutating func swapAt(_ i: Int, _ j: Int)
            mutating func reserveCapacity(_ minimumCapacity: Int)
            mutating func removeSubrange(_ bounds: Range<Int>)
            mutating func replaceSubrange(_ subrange: Range<Int>, with newElements: [Element])
            func contains(_ element: Element) -> Bool
            func firstIndex(of element: Element) -> Int?
            func lastIndex(of element: Element) -> Int?
            func sorted() -> [Element]
            func sorted(by areInIncreasingOrder: (Element, Element) -> Bool) -> [Element]
            mutating func sort(by areInIncreasingOrder: (Element, Element) -> Bool)
            func reversed() -> [Element]
            func shuffled() -> [Element]
            func min() -> Element?
            func max() -> Element?
            func min(by areInIncreasingOrder: (Element, Element) -> Bool) -> Element?
            func max(by areInIncreasingOrder: (Element, Element) -> Bool) -> Element?
            func contains(where predicate: (Element) -> Bool) -> Bool
            func firstIndex(where predicate: (Element) -> Bool) -> Int?
            mutating func removeAll(where shouldBeRemoved: (Element) -> Bool)
            mutating func partition(by belongsInSecondPartition: (Element) -> Bool) -> Int
            func split(separator: Element) -> [ArraySlice<Element>]
            func split(whereSeparator isSeparator: (Element) -> Bool) -> [ArraySlice<Element>]
            func filter(_ isIncluded: (Element) -> Bool) -> [Element]
            func map<T>(_ transform: (Element) -> T) -> [T]
            func compactMap<T>(_ transform: (Element) -> T?) -> [T]
            func flatMap<T>(_ transform: (Element) -> [T]) -> [T]
            func reduce<Result>(_ initialResult: Result, _ next: (Result, Element) -> Result) -> Result
            func reduce<Result>(into initialResult: Result, _ update: (inout Result, Element) -> Void) -> Result
            func first(where predicate: (Element) -> Bool) -> Element?
            func last(where predicate: (Element) -> Bool) -> Element?
            func allSatisfy(_ predicate: (Element) -> Bool) -> Bool
            func dropFirst() -> ArraySlice<Element>
            func dropLast() -> ArraySlice<Element>
            func dropFirst(_ k: Int) -> ArraySlice<Element>
            func dropLast(_ k: Int) -> ArraySlice<Element>
            func prefix(_ maxLength: Int) -> ArraySlice<Element>
            func suffix(_ maxLength: Int) -> ArraySlice<Element>
            func enumerated() -> [(offset: Int, element: Element)]
            func joined(separator: String) -> String
            func forEach(_ body: (Element) -> Void)
        }
        struct ArraySlice<Element>: Collection, CustomStringConvertible {
            var count: Int
            var isEmpty: Bool
            var first: Element?
            var last: Element?
            var startIndex: Int
            var endIndex: Int
            var indices: Range<Int>
            func index(after i: Int) -> Int
            func index(before i: Int) -> Int
            func index(_ i: Int, offsetBy distance: Int) -> Int
            // Every Array method too (Interpreter/ArraySlices.swift; BuiltinMemberCheck reads Array's).
        }
        struct Dictionary<Key, Value>: Collection, CustomStringConvertible {
            var count: Int
            var isEmpty: Bool
            var keys: [Key]
            var values: [Value]
            var first: (key: Key, value: Value)?
            mutating func merge(_ other: [Key: Value], uniquingKeysWith combine: (Value, Value) -> Value)
            func merging(_ other: [Key: Value], uniquingKeysWith combine: (Value, Value) -> Value) -> [Key: Value]
            func compactMapValues<T>(_ transform: (Value) -> T?) -> [Key: T]
            mutating func removeValue(forKey key: Key) -> Value?
            mutating func updateValue(_ value: Value, forKey key: Key) -> Value?
            mutating func removeAll()
            func mapValues<T>(_ transform: (Value) -> T) -> [Key: T]
            func filter(_ isIncluded: ((key: Key, value: Value)) -> Bool) -> [Key: Value]
        }
        struct Set<Element>: Collection, CustomStringConvertible {
            var count: Int
            var isEmpty: Bool
            var first: Element?
            mutating func removeAll()
            mutating func formUnion(_ other: Set<Element>)
            mutating func formIntersection(_ other: Set<Element>)
            mutating func formSymmetricDifference(_ other: Set<Element>)
            mutating func subtract(_ other: Set<Element>)
            func symmetricDifference(_ other: Set<Element>) -> Set<Element>
            func isStrictSubset(of other: Set<Element>) -> Bool
            func isSuperset(of other: Set<Element>) -> Bool
            func isStrictSuperset(of other: Set<Element>) -> Bool
            func isDisjoint(with other: Set<Element>) -> Bool
            func filter(_ isIncluded: (Element) -> Bool) -> Set<Element>
            mutating func insert(_ newMember: Element) -> (inserted: Bool, memberAfterInsert: Element)
            mutating func remove(_ member: Element) -> Element?
            func contains(_ member: Element) -> Bool
            func union(_ other: Set<Element>) -> Set<Element>
            func intersection(_ other: Set<Element>) -> Set<Element>
            func subtracting(_ other: Set<Element>) -> Set<Element>
            func isSubset(of other: Set<Element>) -> Bool
            func sorted() -> [Element]
        }
        enum Optional<Wrapped> {
            case none
            case some(Wrapped)
            func map<U>(_ transform: (Wrapped) -> U) -> U?
            func flatMap<U>(_ transform: (Wrapped) -> U?) -> U?
        }
        struct Range<Bound>: Collection, CustomStringConvertible {
            var lowerBound: Bound
            var upperBound: Bound
            var count: Int
            var isEmpty: Bool
            var first: Bound?
            var last: Bound?
            func contains(_ element: Bound) -> Bool
            func clamped(to limits: Range<Bound>) -> Range<Bound>
            func overlaps(_ other: Range<Bound>) -> Bool
            func overlaps(_ other: ClosedRange<Bound>) -> Bool
            // A Range is its own SubSequence (SequenceLibrary.sequenceResult).
            func prefix(_ maxLength: Int) -> Range<Bound>
            func suffix(_ maxLength: Int) -> Range<Bound>
            func dropFirst() -> Range<Bound>
            func dropLast() -> Range<Bound>
            func dropFirst(_ k: Int) -> Range<Bound>
            func dropLast(_ k: Int) -> Range<Bound>
        }
        struct ClosedRange<Bound>: Collection, CustomStringConvertible {
            var lowerBound: Bound
            var upperBound: Bound
            var count: Int
            var isEmpty: Bool
            var first: Bound?
            var last: Bound?
            func contains(_ element: Bound) -> Bool
            func clamped(to limits: ClosedRange<Bound>) -> ClosedRange<Bound>
            func overlaps(_ other: ClosedRange<Bound>) -> Bool
            func overlaps(_ other: Range<Bound>) -> Bool
        }
        """

    /// `Int8`…`Int64`, `UInt`, `UInt8`…`UInt64`: one interface, each with its own type
    /// (`Interpreter/NumericMembers.swift` implements it).
    package static let sizedIntegers: String = IntegerKind.allCases.map { kind in
        let type = kind.name
        let sign = kind.isSigned ? "SignedInteger" : "UnsignedInteger"
        return """
            struct \(type): FixedWidthInteger, \(sign), Hashable, Comparable, CustomStringConvertible {
                static var max: \(type)
                static var min: \(type)
                static var zero: \(type)
                static var bitWidth: Int
                var description: String
                var magnitude: \(kind.unsignedCounterpart.name)
                var bitWidth: Int
                var nonzeroBitCount: Int
                var leadingZeroBitCount: Int
                var trailingZeroBitCount: Int
                func isMultiple(of other: \(type)) -> Bool
                func quotientAndRemainder(dividingBy other: \(type)) -> (quotient: \(type), remainder: \(type))
                func signum() -> \(type)
                func addingReportingOverflow(_ other: \(type)) -> (partialValue: \(type), overflow: Bool)
                func subtractingReportingOverflow(_ other: \(type)) -> (partialValue: \(type), overflow: Bool)
                func multipliedReportingOverflow(by other: \(type)) -> (partialValue: \(type), overflow: Bool)
            }

            """
    }.joined()

    /// The table, parsed once. A parse failure is a defect in the table itself, caught by
    /// the unit tests (`SemanticModelTests`); the model is then simply empty.
    package static let model: DeclarationModel = {
        let model = DeclarationModel(builtins: nil)
        if var parser = try? Parser(source: interface + "\n" + sizedIntegers),
            let program = try? parser.parseProgram()
        {
            model.absorb(program)
        }
        return model
    }()

    /// The methods every builtin sequence (String, Substring, Array, ArraySlice, Dictionary,
    /// Set, Range, ClosedRange) has in the workbook: `Interpreter/SequenceMethods.swift`'s
    /// `sequenceMethod` implements each of them on the sequence's elements. Names only: their
    /// signatures depend on the element type, which the table's sequence protocol does not carry.
    package static let sequenceMethods: Set<String> = [
        "map", "compactMap", "flatMap", "filter", "forEach", "reduce", "contains", "allSatisfy", "first", "last",
        "firstIndex", "lastIndex", "count", "sorted", "reversed", "makeIterator", "shuffled", "enumerated", "starts",
        "joined", "min", "max", "drop", "prefix", "suffix", "dropFirst", "dropLast", "elementsEqual", "randomElement",
    ]
    package static let sequenceTypes: Set<String> = [
        "String", "Substring", "Array", "ArraySlice", "Dictionary", "Set", "Range", "ClosedRange",
    ]

    /// Protocols the standard library declares that scripts may conform to.
    package static var knownProtocols: Set<String> {
        Set(model.types.values.filter(\.isProtocol).map(\.name))
    }

    /// The free functions scripts may call, with their result types where fixed.
    package static let functionResults: [String: StaticType] = [
        "print": .void, "debugPrint": .void, "precondition": .void, "assert": .void, "swap": .void,
        "sqrt": .double, "pow": .double, "floor": .double, "ceil": .double, "round": .double,
        "type": .unknown, "dump": .unknown, "zip": .unknown, "stride": .unknown, "min": .unknown, "max": .unknown,
        "abs": .unknown,
    ]
}
