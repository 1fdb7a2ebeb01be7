extension ObservationTracking {
    /// Keeps a continuous observation (`withContinuousObservation`) going: `cancel()` it,
    /// or let it go out of scope, and the closure is called no more.
    public struct Token: ~Copyable, Sendable {
        let observation: ContinuousObservation

        init(_ observation: ContinuousObservation) {
            self.observation = observation
        }

        public consuming func cancel() {
            observation.cancel()
        }

        deinit {
            observation.cancel()
        }
    }
}
