extension ObservationTracking {
    /// Which edges of a change an SE-0506 tracking hears: `.willSet` (before the value is
    /// stored, as the plain `withObservationTracking`), `.didSet` (after), `.deinit` (an
    /// observed object died). A `SetAlgebra`, not an `OptionSet`, as in the proposal: its
    /// raw value is private.
    public struct Options: SetAlgebra, Sendable {
        var edges: TrackingEdges

        init(edges: TrackingEdges) {
            self.edges = edges
        }

        public init() {
            edges = []
        }

        public static var willSet: Options { Options(edges: .willSet) }
        public static var didSet: Options { Options(edges: .didSet) }
        public static var `deinit`: Options { Options(edges: .deinit) }

        public init(arrayLiteral elements: Options...) {
            edges = elements.reduce(into: []) { $0.formUnion($1.edges) }
        }

        public func contains(_ member: Options) -> Bool { edges.contains(member.edges) }
        public func union(_ other: Options) -> Options { Options(edges: edges.union(other.edges)) }
        public func intersection(_ other: Options) -> Options { Options(edges: edges.intersection(other.edges)) }
        public func symmetricDifference(_ other: Options) -> Options {
            Options(edges: edges.symmetricDifference(other.edges))
        }
        public mutating func formUnion(_ other: Options) { edges.formUnion(other.edges) }
        public mutating func formIntersection(_ other: Options) { edges.formIntersection(other.edges) }
        public mutating func formSymmetricDifference(_ other: Options) { edges.formSymmetricDifference(other.edges) }

        @discardableResult
        public mutating func insert(_ newMember: Options) -> (inserted: Bool, memberAfterInsert: Options) {
            let (inserted, after) = edges.insert(newMember.edges)
            return (inserted, Options(edges: after))
        }

        @discardableResult
        public mutating func remove(_ member: Options) -> Options? {
            edges.remove(member.edges).map(Options.init(edges:))
        }

        @discardableResult
        public mutating func update(with newMember: Options) -> Options? {
            edges.update(with: newMember.edges).map(Options.init(edges:))
        }
    }
}
