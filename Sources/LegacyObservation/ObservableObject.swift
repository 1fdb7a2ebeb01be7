// `ObservableObject`: a class whose `objectWillChange` fires before any of its `@Published`
// properties changes. Conform and the publisher is synthesised: the first read of
// `objectWillChange` walks the instance's stored properties by reflection (superclasses
// included), creates one `ObservableObjectPublisher` and installs it into every
// `@Published` property, so all of them share it. Later reads find it there.
// A class with no `@Published` property gets a fresh, silent publisher on every read (as
// in Combine); declare `let objectWillChange = ObservableObjectPublisher()` to send by hand.

public protocol ObservableObject: AnyObject {
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    public var objectWillChange: ObservableObjectPublisher {
        let slots = Self.publishedSlots(of: self)
        // One lock for all installations: two threads reading `objectWillChange` for the
        // first time must not install two different publishers.
        return publisherInstallation.withLock {
            if let existing = slots.lazy.compactMap(\.publisher).first { return existing }
            let publisher = ObservableObjectPublisher()
            for slot in slots { slot.publisher = publisher }
            return publisher
        }
    }

    private static func publishedSlots(of object: AnyObject) -> [WillChangeSlot] {
        var slots: [WillChangeSlot] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                if let property = child.value as? any PublishedProperty {
                    slots.append(property.willChangeSlot)
                }
            }
            mirror = current.superclassMirror
        }
        return slots
    }
}

private let publisherInstallation = Lock()
