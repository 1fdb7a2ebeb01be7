// A switch that forgets a case with an associated value.
import Observation

enum LoadState {
    case idle
    case loading(progress: Double)
    case failed(message: String)
    case loaded([String])
}

@Observable final class Loader {
    var state = LoadState.idle

    var headline: String {
        switch state {
        case .idle: return "Waiting"
        case .loading(let p): return "Loading \(Int(p * 100))%"
        case .loaded(let items): return "\(items.count) items"
        }
    }
}

let loader = Loader()
print(loader.headline)
