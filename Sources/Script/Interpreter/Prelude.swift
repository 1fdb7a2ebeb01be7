// The standard-library and Foundation pieces that are plain Swift: written here once as
// Swift source and declared into every session before its first program, so they mean
// exactly what the declarations say (and a learner can read them).
//
// Plain data, not the interpreter's: `ScriptSession` absorbs it into each session's model and
// `Interpreter.declarePreludeIfNeeded` declares it into the globals. It runs once per session.

import ScriptFrontEnd

enum Prelude {
    /// The lazy sequences `lazy` makes, which the REPL does not describe as Swift would.
    static let lazySequenceTypes: Set<String> = [
        "LazySequence", "LazyMapSequence", "LazyFilterSequence", "LazyCompactMapSequence",
    ]

    /// The prelude's types that stand for the standard library's and print as they do: by this
    /// name, `Swift.`-qualified where Swift qualifies a name (`debugPrint`, inside a collection).
    static let standardLibraryNames: [String: String] = ["_IndexingIterator": "IndexingIterator", "Slice": "Slice"]

    static let source = #"""
        enum Result<Success, Failure: Error> {
            case success(Success)
            case failure(Failure)
            init(catching body: () throws -> Success) {
                do { self = .success(try body()) } catch { self = .failure(error) }
            }
            func get() throws -> Success {
                switch self {
                case .success(let value): return value
                case .failure(let error): throw error
                }
            }
            func map<NewSuccess>(_ transform: (Success) -> NewSuccess) -> Result<NewSuccess, Failure> {
                switch self {
                case .success(let value): return .success(transform(value))
                case .failure(let error): return .failure(error)
                }
            }
            func mapError<NewFailure>(_ transform: (Failure) -> NewFailure) -> Result<Success, NewFailure> {
                switch self {
                case .success(let value): return .success(value)
                case .failure(let error): return .failure(transform(error))
                }
            }
            func flatMap<NewSuccess>(_ transform: (Success) -> Result<NewSuccess, Failure>) -> Result<NewSuccess, Failure> {
                switch self {
                case .success(let value): return transform(value)
                case .failure(let error): return .failure(error)
                }
            }
        }

        struct AnyIterator<Element>: Sequence, IteratorProtocol {
            private let nextElement: () -> Element?
            init(_ next: @escaping () -> Element?) { nextElement = next }
            func next() -> Element? { nextElement() }
        }

        // `sequence(first:next:)`: `next` runs when the element after the last one is asked for,
        // not before (the standard library's order), so `prefix(3)` calls it twice.
        struct UnfoldFirstSequence<Element>: Sequence, IteratorProtocol {
            private var current: Element?
            private var started = false
            private let step: (Element) -> Element?
            init(_ first: Element?, _ step: @escaping (Element) -> Element?) {
                current = first
                self.step = step
            }
            mutating func next() -> Element? {
                if !started {
                    started = true
                    return current
                }
                guard let value = current else { return nil }
                current = step(value)
                return current
            }
        }
        func sequence<T>(first: T?, next: @escaping (T) -> T?) -> UnfoldFirstSequence<T> {
            UnfoldFirstSequence(first, next)
        }
        // `sequence(state:next:)`: each element is one call of `next` on the state it keeps.
        struct UnfoldStateSequence<Element, State>: Sequence, IteratorProtocol {
            private var state: State
            private let step: (inout State) -> Element?
            init(_ state: State, _ step: @escaping (inout State) -> Element?) {
                self.state = state
                self.step = step
            }
            mutating func next() -> Element? { step(&state) }
        }
        func sequence<T, State>(state: State, next: @escaping (inout State) -> T?) -> UnfoldStateSequence<T, State> {
            UnfoldStateSequence(state, next)
        }

        // `lazy`: Swift's lazy sequences, written the way the standard library computes them. A loop,
        // `Array(…)`, `reduce`, `first(where:)` … ask the chain one element at a time, each closure
        // running once per element as it is reached; `first`, `last`, `count` and `isEmpty` of a
        // collection's chain walk its positions instead, as Swift's indices do, so a `map` below a
        // `filter` runs again for the element they return (measured with swiftc 6.3: `map(f).filter(g)
        // .first` calls `f` twice for the element it finds). `_LazyChain` is the workbook's own.
        protocol _LazyChain: Sequence {
            associatedtype _RootElement
            /// The root collection's elements, once per first/last/count (positions index them).
            var _rootElements: [_RootElement] { get }
            /// Whether the element at `position` of the root is one of this chain's: every predicate below, in Swift's order.
            func _accepts(_ position: Int, _ root: [_RootElement]) -> Bool
            /// The element at `position` of the root, through every transform below.
            func _element(_ position: Int, _ root: [_RootElement]) -> Element
            /// `contains(x)` answered without a walk, or nil (Swift's `_customContainsEquatableElement`):
            /// a filter asks its predicate about `x` itself first; a set or a range below answers directly.
            func _customContains(_ element: Element) -> Bool?
        }
        extension _LazyChain {
            var first: Element? {
                let root = _rootElements
                var position = 0
                while position < root.count {
                    if _accepts(position, root) { return Optional(_element(position, root)) }
                    position += 1
                }
                return nil
            }
            var last: Element? {
                let root = _rootElements
                guard _firstPosition(root) != nil else { return nil }
                var position = root.count - 1
                while !_accepts(position, root) { position -= 1 }
                return Optional(_element(position, root))
            }
            var isEmpty: Bool { _firstPosition(_rootElements) == nil }
            var count: Int {
                let root = _rootElements
                var count = 0
                for position in 0..<root.count where _accepts(position, root) { count += 1 }
                return count
            }
            func _firstPosition(_ root: [_RootElement]) -> Int? {
                var position = 0
                while position < root.count {
                    if _accepts(position, root) { return position }
                    position += 1
                }
                return nil
            }
            var lazy: Self { self }
            func map<T>(_ transform: @escaping (Element) -> T) -> LazyMapSequence<Self, T> {
                LazyMapSequence(_base: self, _transform: transform)
            }
            func filter(_ isIncluded: @escaping (Element) -> Bool) -> LazyFilterSequence<Self> {
                LazyFilterSequence(_base: self, _predicate: isIncluded)
            }
            // Swift's is `map(transform).filter { $0 != nil }.map { $0! }`; this one calls `transform` as
            // that chain does, without holding an optional of an optional.
            func compactMap<T>(_ transform: @escaping (Element) -> T?) -> LazyCompactMapSequence<Self, T> {
                LazyCompactMapSequence(_base: self, _transform: transform)
            }
        }
        struct LazySequence<Base: Sequence>: _LazyChain {
            let _base: Base
            func makeIterator() -> Base.Iterator { _base.makeIterator() }
            var _rootElements: [Base.Element] { Array(_base) }
            func _accepts(_ position: Int, _ root: [Base.Element]) -> Bool { true }
            func _element(_ position: Int, _ root: [Base.Element]) -> Base.Element { root[position] }
            func _customContains(_ element: Base.Element) -> Bool? { _WorkbookCustomContains(_base, element) }
        }
        struct LazyMapSequence<Base: _LazyChain, Element>: _LazyChain {
            let _base: Base
            let _transform: (Base.Element) -> Element
            func makeIterator() -> AnyIterator<Element> {
                var iterator = _base.makeIterator()
                return AnyIterator {
                    guard let element = iterator.next() else { return nil }
                    // Spelled out: a transform's nil (`map { Int($0) }`) is an element, not the end.
                    return Optional(_transform(element))
                }
            }
            var _rootElements: [Base._RootElement] { _base._rootElements }
            func _accepts(_ position: Int, _ root: [Base._RootElement]) -> Bool { _base._accepts(position, root) }
            func _element(_ position: Int, _ root: [Base._RootElement]) -> Element { _transform(_base._element(position, root)) }
            // A transform does not change how many there are, or whether there are any.
            var count: Int { _base.count }
            var isEmpty: Bool { _base.isEmpty }
            func _customContains(_ element: Element) -> Bool? { nil }
        }
        struct LazyCompactMapSequence<Base: _LazyChain, Element>: _LazyChain {
            let _base: Base
            let _transform: (Base.Element) -> Element?
            func makeIterator() -> AnyIterator<Element> {
                var iterator = _base.makeIterator()
                return AnyIterator {
                    while let element = iterator.next() {
                        // Typed: a closure that returns a plain value gives an optional one (`{ $0 }`).
                        let transformed: Element? = _transform(element)
                        if let transformed { return Optional(transformed) }
                    }
                    return nil
                }
            }
            var _rootElements: [Base._RootElement] { _base._rootElements }
            func _accepts(_ position: Int, _ root: [Base._RootElement]) -> Bool {
                guard _base._accepts(position, root) else { return false }
                let transformed: Element? = _transform(_base._element(position, root))
                return transformed != nil
            }
            func _element(_ position: Int, _ root: [Base._RootElement]) -> Element {
                let transformed: Element? = _transform(_base._element(position, root))
                return transformed!
            }
            func _customContains(_ element: Element) -> Bool? { nil }
        }
        struct LazyFilterSequence<Base: _LazyChain>: _LazyChain {
            let _base: Base
            let _predicate: (Base.Element) -> Bool
            func makeIterator() -> AnyIterator<Base.Element> {
                var iterator = _base.makeIterator()
                return AnyIterator {
                    while let element = iterator.next() {
                        if _predicate(element) { return Optional(element) }
                    }
                    return nil
                }
            }
            var _rootElements: [Base._RootElement] { _base._rootElements }
            func _accepts(_ position: Int, _ root: [Base._RootElement]) -> Bool {
                _base._accepts(position, root) && _predicate(_base._element(position, root))
            }
            func _element(_ position: Int, _ root: [Base._RootElement]) -> Base.Element { _base._element(position, root) }
            func _customContains(_ element: Base.Element) -> Bool? {
                guard _predicate(element) else { return false }
                return _base._customContains(element)
            }
        }
        extension Sequence {
            var lazy: LazySequence<Self> { LazySequence(_base: self) }
            var underestimatedCount: Int { 0 }  // a Collection's is its count
        }

        // What `prefix(_:)`, `dropFirst(_:)`, `drop(while:)`, `enumerated()` and `zip` make of a
        // program's own sequence: wrappers that ask it for an element only when they are asked for
        // one, so a loop's body runs between its `next()` calls, and an endless sequence can be
        // cut short. (The interpreter runs these methods on builtin sequences itself.)
        struct PrefixSequence<Base: Sequence>: Sequence {
            let _base: Base
            let _maxLength: Int
            init(_ base: Base, maxLength: Int) {
                precondition(maxLength >= 0, "Can't take a prefix of negative length from a sequence")
                _base = base
                _maxLength = maxLength
            }
            func makeIterator() -> AnyIterator<Base.Element> {
                var iterator = _base.makeIterator()
                var remaining = _maxLength
                return AnyIterator {
                    guard remaining != 0 else { return nil }
                    remaining -= 1
                    return iterator.next()
                }
            }
        }
        struct DropFirstSequence<Base: Sequence>: Sequence {
            let _base: Base
            let _limit: Int
            init(_ base: Base, dropping limit: Int) {
                precondition(limit >= 0, "Can't drop a negative number of elements from a sequence")
                _base = base
                _limit = limit
            }
            // The dropped elements are asked for when the iteration starts.
            func makeIterator() -> Base.Iterator {
                var iterator = _base.makeIterator()
                var dropped = 0
                while dropped < _limit, iterator.next() != nil { dropped += 1 }
                return iterator
            }
        }
        struct DropWhileSequence<Base: Sequence>: Sequence {
            private var _iterator: Base.Iterator
            private var _nextElement: Base.Element?
            // The predicate runs here, when `drop(while:)` is called, as Swift's does.
            init(_ base: Base, predicate: (Base.Element) throws -> Bool) rethrows {
                _iterator = base.makeIterator()
                _nextElement = _iterator.next()
                while let element = _nextElement, try predicate(element) { _nextElement = _iterator.next() }
            }
            // Giving an element asks for the one after it first, as Swift's iterator does.
            func makeIterator() -> AnyIterator<Base.Element> {
                var iterator = _iterator
                var pending = _nextElement
                return AnyIterator {
                    guard let element = pending else { return nil }
                    pending = iterator.next()
                    return element
                }
            }
        }
        struct EnumeratedSequence<Base: Sequence>: Sequence {
            let _base: Base
            init(_ base: Base) { _base = base }
            func makeIterator() -> AnyIterator<(offset: Int, element: Base.Element)> {
                var iterator = _base.makeIterator()
                var count = 0
                return AnyIterator {
                    guard let element = iterator.next() else { return nil }
                    defer { count += 1 }
                    return (offset: count, element: element)
                }
            }
        }
        // A program's own `Collection` walks its indices, as the standard library's defaults do and in
        // their order, so a subscript, an `index(after:)` or a `startIndex` that prints shows the same
        // lines: a loop asks `endIndex` before each element; `count` walks every index; `map` counts
        // first, then reads each position; a slice is made by walking to its bounds, then checked
        // against the collection's. `_IndexingIterator` is what `makeIterator()` makes for a collection
        // without an iterator of its own (Swift's `IndexingIterator`). Each default is declared on the
        // protocol whose default Swift uses; the most refined one wins, as in Swift.
        struct _IndexingIterator<Elements: Collection>: IteratorProtocol {
            let _elements: Elements
            var _position: Elements.Index
            init(_elements: Elements) {
                self._elements = _elements
                _position = _elements.startIndex
            }
            mutating func next() -> Elements.Element? {
                if _position == _elements.endIndex { return nil }
                let element = _elements[_position]
                _position = _elements.index(after: _position)
                return element
            }
        }
        // A collection's slices, as Swift makes them: the slice reads its base's elements by the base's
        // own subscript and `index(after:)`, and counts by the base's `distance(from:to:)`.
        // Its stored properties are Swift's, so it prints as Swift's does.
        struct Slice<Base: Collection>: Collection {
            let _startIndex: Base.Index
            let _endIndex: Base.Index
            let _base: Base
            init(base: Base, bounds: Range<Base.Index>) {
                _startIndex = bounds.lowerBound
                _endIndex = bounds.upperBound
                _base = base
            }
            var startIndex: Base.Index { _startIndex }
            var endIndex: Base.Index { _endIndex }
            var base: Base { _base }
            subscript(position: Base.Index) -> Base.Element { _base[position] }
            func index(after i: Base.Index) -> Base.Index { _base.index(after: i) }
            var count: Int { _base.distance(from: _startIndex, to: _endIndex) }
        }
        extension Collection {
            var isEmpty: Bool { startIndex == endIndex }
            var first: Element? {
                let start = startIndex
                if start != endIndex { return self[start] } else { return nil }
            }
            var count: Int { self.distance(from: startIndex, to: endIndex) }
            var underestimatedCount: Int { self.count }
            func formIndex(after i: inout Index) { i = self.index(after: i) }
            func distance(from start: Index, to end: Index) -> Int {
                var position = start
                var count = 0
                while position != end {
                    count += 1
                    position = self.index(after: position)
                }
                return count
            }
            func index(_ i: Index, offsetBy distance: Int) -> Index {
                precondition(distance >= 0, "Only BidirectionalCollections can be advanced by a negative amount")
                var position = i
                for _ in 0..<distance { position = self.index(after: position) }
                return position
            }
            func index(_ i: Index, offsetBy distance: Int, limitedBy limit: Index) -> Index? {
                precondition(distance >= 0, "Only BidirectionalCollections can be advanced by a negative amount")
                var position = i
                for _ in 0..<distance {
                    if position == limit { return nil }
                    position = self.index(after: position)
                }
                return position
            }
            // `self[bounds]`: checked against the collection's own bounds.
            func _slice(_ bounds: Range<Index>) -> Slice<Self> {
                let lower = startIndex
                let upper = endIndex
                precondition(lower <= bounds.lowerBound && bounds.upperBound <= upper, "Range out of bounds")
                return Slice(base: self, bounds: bounds)
            }
            func dropFirst(_ k: Int = 1) -> Slice<Self> {
                precondition(k >= 0, "Can't drop a negative number of elements from a collection")
                let start = self.index(startIndex, offsetBy: k, limitedBy: endIndex) ?? endIndex
                return _slice(start..<endIndex)
            }
            func prefix(_ maxLength: Int) -> Slice<Self> {
                precondition(maxLength >= 0, "Can't take a prefix of negative length from a collection")
                let end = self.index(startIndex, offsetBy: maxLength, limitedBy: endIndex) ?? endIndex
                return _slice(startIndex..<end)
            }
            func dropLast(_ k: Int = 1) -> Slice<Self> {
                precondition(k >= 0, "Can't drop a negative number of elements from a collection")
                let amount = Swift.max(0, self.count - k)
                let end = self.index(startIndex, offsetBy: amount, limitedBy: endIndex) ?? endIndex
                return _slice(startIndex..<end)
            }
            func suffix(_ maxLength: Int) -> Slice<Self> {
                precondition(maxLength >= 0, "Can't take a suffix of negative length from a collection")
                let amount = Swift.max(0, self.count - maxLength)
                let start = self.index(startIndex, offsetBy: amount, limitedBy: endIndex) ?? endIndex
                return _slice(start..<endIndex)
            }
            func prefix(while predicate: (Element) throws -> Bool) rethrows -> Slice<Self> {
                var end = startIndex
                while try end != endIndex && predicate(self[end]) { end = self.index(after: end) }
                return _slice(startIndex..<end)
            }
            func drop(while predicate: (Element) throws -> Bool) rethrows -> Slice<Self> {
                var start = startIndex
                while try start != endIndex && predicate(self[start]) { start = self.index(after: start) }
                return _slice(start..<endIndex)
            }
            func firstIndex(of element: Element) -> Index? {
                var position = startIndex
                while position != endIndex {
                    if self[position] == element { return position }
                    position = self.index(after: position)
                }
                return nil
            }
            func firstIndex(where predicate: (Element) throws -> Bool) rethrows -> Index? {
                var position = startIndex
                while position != endIndex {
                    if try predicate(self[position]) { return position }
                    position = self.index(after: position)
                }
                return nil
            }
            func map<T>(_ transform: (Element) throws -> T) rethrows -> [T] {
                let n = self.count
                if n == 0 { return [] }
                var result: [T] = []
                var position = startIndex
                for _ in 0..<n {
                    result.append(try transform(self[position]))
                    position = self.index(after: position)
                }
                _ = position == endIndex  // the standard library checks it has reached the end
                return result
            }
        }
        extension BidirectionalCollection {
            var last: Element? { self.isEmpty ? nil : self[index(before: endIndex)] }
            func formIndex(before i: inout Index) { i = self.index(before: i) }
            func index(_ i: Index, offsetBy distance: Int) -> Index {
                var position = i
                if distance >= 0 {
                    for _ in 0..<distance { position = self.index(after: position) }
                } else {
                    for _ in 0..<(-distance) { position = self.index(before: position) }
                }
                return position
            }
            func index(_ i: Index, offsetBy distance: Int, limitedBy limit: Index) -> Index? {
                var position = i
                if distance >= 0 {
                    for _ in 0..<distance {
                        if position == limit { return nil }
                        position = self.index(after: position)
                    }
                } else {
                    for _ in 0..<(-distance) {
                        if position == limit { return nil }
                        position = self.index(before: position)
                    }
                }
                return position
            }
            func suffix(_ maxLength: Int) -> Slice<Self> {
                precondition(maxLength >= 0, "Can't take a suffix of negative length from a collection")
                let start = self.index(endIndex, offsetBy: -maxLength, limitedBy: startIndex) ?? startIndex
                return _slice(start..<endIndex)
            }
        }
        // Swift's defaults for a random-access collection whose index is an integer (`Int` here; a type
        // with another index declares its own). Each checks its index against the bounds first, asking
        // `startIndex` and `endIndex`, and traps outside them.
        extension RandomAccessCollection {
            func _checkedIndex(_ i: Int, endIncluded: Bool) -> Int {
                let lower = startIndex
                let upper = endIndex
                let belowEnd = endIncluded ? i <= upper : i < upper
                precondition(lower <= i && belowEnd, "Index out of bounds")
                return i
            }
            func index(after i: Int) -> Int { _checkedIndex(i, endIncluded: false) + 1 }
            func index(before i: Int) -> Int { _checkedIndex(i - 1, endIncluded: false) }
            func index(_ i: Int, offsetBy distance: Int) -> Int { _checkedIndex(i + distance, endIncluded: true) }
            func index(_ i: Int, offsetBy distance: Int, limitedBy limit: Int) -> Int? {
                let room = self.distance(from: i, to: limit)
                let passesLimit = distance > 0 ? room >= 0 && room < distance : room <= 0 && distance < room
                if passesLimit { return nil }
                return self.index(i, offsetBy: distance)
            }
            func distance(from start: Int, to end: Int) -> Int {
                let checkedStart = _checkedIndex(start, endIncluded: true)
                return _checkedIndex(end, endIncluded: true) - checkedStart
            }
            var indices: Range<Int> { startIndex..<endIndex }
        }
        extension MutableCollection {
            mutating func swapAt(_ i: Index, _ j: Index) {
                guard i != j else { return }
                let held = self[i]
                self[i] = self[j]
                self[j] = held
            }
        }
        struct Zip2Sequence<Sequence1: Sequence, Sequence2: Sequence>: Sequence {
            let _sequence1: Sequence1
            let _sequence2: Sequence2
            init(_ sequence1: Sequence1, _ sequence2: Sequence2) {
                _sequence1 = sequence1
                _sequence2 = sequence2
            }
            // The first sequence is asked first; once either ends, neither is asked again.
            func makeIterator() -> AnyIterator<(Sequence1.Element, Sequence2.Element)> {
                var first = _sequence1.makeIterator()
                var second = _sequence2.makeIterator()
                var reachedEnd = false
                return AnyIterator {
                    guard !reachedEnd, let a = first.next(), let b = second.next() else {
                        reachedEnd = true
                        return nil
                    }
                    return (a, b)
                }
            }
        }

        // What `Task.checkCancellation()` and a cancelled `Task.sleep` throw; it prints as Swift's does.
        struct CancellationError: Error, CustomStringConvertible, CustomDebugStringConvertible {
            init() {}
            var description: String { "CancellationError()" }
            var debugDescription: String { "Swift.CancellationError()" }
        }

        struct IndexSet: Sequence, Equatable, CustomStringConvertible {
            private(set) var sortedIndexes: [Int] = []
            init() {}
            init(integer: Int) { sortedIndexes = [integer] }
            init(_ indexes: [Int]) { for i in indexes { insert(i) } }
            init(integersIn range: Range<Int>) { for i in range { insert(i) } }
            var count: Int { sortedIndexes.count }
            var isEmpty: Bool { sortedIndexes.isEmpty }
            var first: Int? { sortedIndexes.first }
            var last: Int? { sortedIndexes.last }
            func contains(_ index: Int) -> Bool { sortedIndexes.contains(index) }
            mutating func insert(_ index: Int) {
                guard !sortedIndexes.contains(index) else { return }
                sortedIndexes.append(index)
                sortedIndexes.sort()
            }
            mutating func remove(_ index: Int) { sortedIndexes.removeAll { $0 == index } }
            func makeIterator() -> IndexingIterator<[Int]> { sortedIndexes.makeIterator() }
            var description: String { "\(count) indexes" }
        }

        extension Array {
            mutating func remove(atOffsets offsets: IndexSet) {
                for index in offsets.sortedIndexes.reversed() { remove(at: index) }
            }
            mutating func move(fromOffsets source: IndexSet, toOffset destination: Int) {
                var moved: [Element] = []
                var target = destination
                for index in source.sortedIndexes.reversed() {
                    moved.insert(remove(at: index), at: 0)
                    if index < target { target -= 1 }
                }
                insert(contentsOf: moved, at: target)
            }
        }

        typealias TimeInterval = Double

        struct Date: Comparable, Hashable, CustomStringConvertible {
            var timeIntervalSince1970: TimeInterval
            init() { timeIntervalSince1970 = _WorkbookClock() }
            init(timeIntervalSince1970 seconds: TimeInterval) { timeIntervalSince1970 = seconds }
            init(timeIntervalSinceNow seconds: TimeInterval) { timeIntervalSince1970 = _WorkbookClock() + seconds }
            init(timeInterval seconds: TimeInterval, since date: Date) {
                timeIntervalSince1970 = date.timeIntervalSince1970 + seconds
            }
            static var now: Date { Date() }
            var timeIntervalSinceNow: TimeInterval { timeIntervalSince1970 - _WorkbookClock() }
            func timeIntervalSince(_ other: Date) -> TimeInterval { timeIntervalSince1970 - other.timeIntervalSince1970 }
            func addingTimeInterval(_ seconds: TimeInterval) -> Date { Date(timeIntervalSince1970: timeIntervalSince1970 + seconds) }
            mutating func addTimeInterval(_ seconds: TimeInterval) { timeIntervalSince1970 += seconds }
            static func < (a: Date, b: Date) -> Bool { a.timeIntervalSince1970 < b.timeIntervalSince1970 }
            static func + (date: Date, seconds: TimeInterval) -> Date { date.addingTimeInterval(seconds) }
            static func - (date: Date, seconds: TimeInterval) -> Date { date.addingTimeInterval(-seconds) }
            /// `2001-02-03 04:05:06 +0000`, as Foundation prints a date (UTC).
            var description: String {
                var seconds = Int(timeIntervalSince1970)
                if Double(seconds) > timeIntervalSince1970 { seconds -= 1 }
                var days = seconds / 86400
                var rest = seconds % 86400
                if rest < 0 { rest += 86400; days -= 1 }
                // Days since 1970-01-01 to a civil date (Howard Hinnant's algorithm).
                let z = days + 719468
                let era = (z >= 0 ? z : z - 146096) / 146097
                let dayOfEra = z - era * 146097
                let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146096) / 365
                let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
                let shifted = (5 * dayOfYear + 2) / 153
                let day = dayOfYear - (153 * shifted + 2) / 5 + 1
                let month = shifted < 10 ? shifted + 3 : shifted - 9
                let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
                func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
                return "\(year)-\(two(month))-\(two(day)) \(two(rest / 3600)):\(two(rest % 3600 / 60)):\(two(rest % 60)) +0000"
            }
        }
        """#

    /// Parsed once per process: every session declares the same plain-data declarations.
    static let program: [Stmt] = {
        do {
            var parser = try Parser(source: source)
            return try parser.parseProgram()
        } catch {
            preconditionFailure("the prelude does not parse: \(error)")
        }
    }()
}
