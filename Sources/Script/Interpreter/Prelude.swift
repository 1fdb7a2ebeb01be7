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
        """

    /// Declares the prelude into the globals once per interpreter.
    func declarePreludeIfNeeded() throws {
        guard !preludeDeclared else { return }
        preludeDeclared = true
        var parser = try Parser(source: Interpreter.preludeSource)
        try declare(try parser.parseProgram(), in: globals)
    }
}
