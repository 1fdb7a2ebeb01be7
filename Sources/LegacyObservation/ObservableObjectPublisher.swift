// The publisher behind `objectWillChange`: one per object, shared by all of its
// `@Published` properties, sending `()` before any of them changes.

public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    public typealias Output = Void
    public typealias Failure = Never

    private let subscribers = SubscriberList<Void>()

    public init() {}

    public func send() { subscribers.send(()) }

    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribers.add(receiveValue)
    }
}
