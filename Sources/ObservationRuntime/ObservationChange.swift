/// The change that fired a tracking: which object's property was about to be set. Handed
/// to trackings installed with a label (tools: the view host, the REPL), never to the
/// plain `withObservationTracking`, whose `onChange` takes nothing, as in the toolchain.
public struct ObservationChange: Sendable, Hashable {
    public let subject: ObservedSubject
    public let property: PropertyID

    public init(subject: ObservedSubject, property: PropertyID) {
        self.subject = subject
        self.property = property
    }
}
