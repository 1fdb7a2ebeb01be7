// The standard-library and Foundation pieces that are plain Swift: written here once as
// Swift source and declared into every session before its first program, so they mean
// exactly what the declarations say (and a learner can read them).

extension Interpreter {
    static let preludeSource = """
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
            var description: String { "\\(count) indexes" }
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
        """

    /// Declares the prelude into the globals once per interpreter.
    func declarePreludeIfNeeded() throws {
        guard !preludeDeclared else { return }
        preludeDeclared = true
        var parser = try Parser(source: Interpreter.preludeSource)
        try declare(try parser.parseProgram(), in: globals)
    }
}
