// The slice of Combine's `Publisher` the ObservableObject era needs: values that never
// fail, received with `sink`. (Combine itself does not exist on Linux.)

public protocol Publisher<Output, Failure> {
    associatedtype Output
    associatedtype Failure: Error
    /// Subscribes; the subscription lasts as long as the returned cancellable.
    func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable
}

/// A publisher you send values through by hand (e.g. a custom `objectWillChange`).
public final class PassthroughSubject<Output, Failure: Error>: Publisher, @unchecked Sendable {
    private let subscribers = SubscriberList<Output>()
    public init() {}
    public func send(_ value: Output) { subscribers.send(value) }
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribers.add(receiveValue)
    }
}

extension PassthroughSubject where Output == Void {
    public func send() { send(()) }
}
