import LegacyObservation
import Testing

@Suite struct OperatorTests {
    final class Search: ObservableObject {
        @Published var query = ""
    }

    @Test func dropFirstSkipsTheCurrentValue() {
        let search = Search()
        var seen: [String] = []
        let token = search.$query.dropFirst().sink { seen.append($0) }
        search.query = "a"
        search.query = "ab"
        #expect(seen == ["a", "ab"])
        _ = token
    }

    @Test func mapFilterAndRemoveDuplicatesCompose() {
        let search = Search()
        var seen: [Int] = []
        let token = search.$query
            .map(\.count)
            .filter { $0 != 2 }
            .removeDuplicates()
            .sink { seen.append($0) }
        for query in ["a", "a", "ab", "abc", "abc"] { search.query = query }
        #expect(seen == [0, 1, 3])
        _ = token
    }

    @Test func eachSubscriptionHasItsOwnOperatorState() {
        let search = Search()
        let skipping = search.$query.dropFirst()
        var first: [String] = []
        var second: [String] = []
        let a = skipping.sink { first.append($0) }
        search.query = "x"
        let b = skipping.sink { second.append($0) }
        search.query = "y"
        #expect(first == ["x", "y"])
        #expect(second == ["y"])
        _ = (a, b)
    }
}
