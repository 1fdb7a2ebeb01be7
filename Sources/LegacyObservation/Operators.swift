// A few everyday Combine operators, enough for `$query.dropFirst().sink { … }` and
// friends. Each returns an `AnyPublisher`; per-subscription state (how many values were
// dropped, the previous value) lives in the subscription, as in Combine.

/// A publisher defined by what it does when someone subscribes.
public struct AnyPublisher<Output, Failure: Error>: Publisher {
    private let subscribe: (@escaping (Output) -> Void) -> AnyCancellable

    public init(_ subscribe: @escaping (@escaping (Output) -> Void) -> AnyCancellable) {
        self.subscribe = subscribe
    }

    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        subscribe = { publisher.sink(receiveValue: $0) }
    }

    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        subscribe(receiveValue)
    }
}

extension Publisher {
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }

    public func map<T>(_ transform: @escaping (Output) -> T) -> AnyPublisher<T, Failure> {
        AnyPublisher { receive in self.sink { receive(transform($0)) } }
    }

    public func filter(_ isIncluded: @escaping (Output) -> Bool) -> AnyPublisher<Output, Failure> {
        AnyPublisher { receive in self.sink { if isIncluded($0) { receive($0) } } }
    }

    /// Skips the first `count` values (e.g. the current value `$property` sends first).
    public func dropFirst(_ count: Int = 1) -> AnyPublisher<Output, Failure> {
        AnyPublisher { receive in
            let remaining = Box(count)
            return self.sink { value in
                if remaining.value > 0 { remaining.value -= 1 } else { receive(value) }
            }
        }
    }
}

extension Publisher where Output: Equatable {
    /// Passes a value on only if it differs from the previous one.
    public func removeDuplicates() -> AnyPublisher<Output, Failure> {
        AnyPublisher { receive in
            let previous = Box<Output?>(nil)
            return self.sink { value in
                if previous.value != value { receive(value) }
                previous.value = value
            }
        }
    }
}

/// Mutable per-subscription state captured by an operator's closure.
private final class Box<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}
