// The one fan-out every publisher here shares: subscribers in subscription order, removed
// by token. Values are delivered outside the lock, so a subscriber may subscribe, cancel or
// assign again while being called.

final class SubscriberList<Output>: @unchecked Sendable {
    private var subscribers: [(token: Int, receive: (Output) -> Void)] = []
    private var nextToken = 0
    private let lock = Lock()

    func add(_ receive: @escaping (Output) -> Void) -> AnyCancellable {
        let token = lock.withLock { () -> Int in
            nextToken += 1
            subscribers.append((nextToken, receive))
            return nextToken
        }
        return AnyCancellable { [weak self] in self?.remove(token) }
    }

    func send(_ value: Output) {
        let current = lock.withLock { subscribers }
        for subscriber in current { subscriber.receive(value) }
    }

    var isEmpty: Bool { lock.withLock { subscribers.isEmpty } }

    private func remove(_ token: Int) {
        lock.withLock { subscribers.removeAll { $0.token == token } }
    }
}
