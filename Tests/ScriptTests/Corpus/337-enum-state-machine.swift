// An enum with associated values as a loading state machine.
enum LoadState: Equatable {
    case idle
    case loading(progress: Double)
    case loaded([String])
    case failed(String)

    var label: String {
        switch self {
        case .idle: return "idle"
        case .loading(let p) where p >= 0.5: return "almost there"
        case .loading: return "loading"
        case .loaded(let items): return "\(items.count) items"
        case .failed(let reason): return "error: \(reason)"
        }
    }
}
var state = LoadState.idle
let steps: [LoadState] = [.loading(progress: 0.1), .loading(progress: 0.7), .loaded(["a", "b"]), .failed("offline")]
for next in steps {
    if next != state { print(state.label, "->", next.label) }
    state = next
}
if case .failed(let reason) = state, reason.hasPrefix("off") { print("retry later") }
print(LoadState.loaded(["x"]) == .loaded(["x"]), state)
