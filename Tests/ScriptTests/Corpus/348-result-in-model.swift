import Observation

// A model keeps the outcome of its last load as a Result.
enum FetchError: Error { case offline, notFound(String) }

@Observable final class Loader {
    var last: Result<[String], FetchError>? = nil
    func load(_ name: String, online: Bool) {
        if !online { last = .failure(.offline); return }
        last = name == "missing" ? .failure(.notFound(name)) : .success([name + ".1", name + ".2"])
    }
    var summary: String {
        switch last {
        case nil: return "nothing yet"
        case .success(let items)?: return "loaded \(items.joined(separator: ", "))"
        case .failure(.offline)?: return "offline"
        case .failure(.notFound(let name))?: return "no \(name)"
        }
    }
}
let loader = Loader()
print(loader.summary)
withObservationTracking { _ = loader.summary } onChange: { print("summary will change") }
loader.load("docs", online: true)
print(loader.summary)
loader.load("missing", online: true)
print(loader.summary)
loader.load("x", online: false)
print(loader.summary, (try? loader.last?.get()) as Any)
