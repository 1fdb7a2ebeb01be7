import LegacyObservation
import Testing

final class Profile: ObservableObject {
    @Published var name = "Ada"
    @Published var email = "ada@example.com"
    var plain = 0
}

final class Recorder {
    var events: [String] = []
}

@Suite struct PublishedTests {
    @Test func sinkOnProjectionDeliversCurrentValueFirst() {
        let profile = Profile()
        var seen: [String] = []
        let token = profile.$name.sink { seen.append($0) }
        profile.name = "Grace"
        #expect(seen == ["Ada", "Grace"])
        _ = token
    }

    @Test func subscriberReadingThePropertyBackSeesTheOldValue() {
        let profile = Profile()
        var readBack: [String] = []
        var subscribed = false
        let token = profile.$name.sink { _ in
            if subscribed { readBack.append(profile.name) }
        }
        subscribed = true
        profile.name = "Grace"
        profile.name = "Linus"
        #expect(readBack == ["Ada", "Grace"])
        #expect(profile.name == "Linus")
        _ = token
    }

    @Test func objectWillChangeFiresBeforePropertySubscribersAndBeforeTheStore() {
        let profile = Profile()
        let recorder = Recorder()
        let a = profile.objectWillChange.sink { recorder.events.append("willChange(name=\(profile.name))") }
        let b = profile.$name.sink { recorder.events.append("$name(\($0), stored=\(profile.name))") }
        recorder.events = []
        profile.name = "Grace"
        #expect(recorder.events == ["willChange(name=Ada)", "$name(Grace, stored=Ada)"])
        _ = (a, b)
    }

    @Test func everyAssignmentNotifiesEvenAnEqualValue() {
        let profile = Profile()
        var count = 0
        let token = profile.objectWillChange.sink { count += 1 }
        profile.name = "Ada"
        profile.name = "Ada"
        #expect(count == 2)
        _ = token
    }

    @Test func onePublisherIsSharedByEveryPublishedProperty() {
        let profile = Profile()
        #expect(profile.objectWillChange === profile.objectWillChange)
        var count = 0
        let token = profile.objectWillChange.sink { count += 1 }
        profile.name = "Grace"
        profile.email = "grace@example.com"
        profile.plain = 1  // not @Published: silent
        #expect(count == 2)
        _ = token
    }

    @Test func differentInstancesHaveDifferentPublishers() {
        let first = Profile()
        let second = Profile()
        var count = 0
        let token = first.objectWillChange.sink { count += 1 }
        second.name = "Grace"
        #expect(count == 0)
        #expect(first.objectWillChange !== second.objectWillChange)
        _ = token
    }

    @Test func inheritedPublishedPropertiesShareTheSubclassPublisher() {
        final class Admin: Base { @Published var level = 1 }
        class Base: ObservableObject { @Published var name = "" }
        let admin = Admin()
        var count = 0
        let token = admin.objectWillChange.sink { count += 1 }
        admin.name = "x"
        admin.level = 2
        #expect(count == 2)
        _ = token
    }

    @Test func inPlaceMutationNotifiesOnce() {
        final class Store: ObservableObject { @Published var items: [Int] = [] }
        let store = Store()
        var count = 0
        let token = store.objectWillChange.sink { count += 1 }
        store.items.append(1)
        #expect(count == 1)
        #expect(store.items == [1])
        _ = token
    }

    @Test func cancellingOrReleasingStopsDelivery() {
        let profile = Profile()
        var count = 0
        let kept = profile.objectWillChange.sink { count += 1 }
        var released: AnyCancellable? = profile.objectWillChange.sink { count += 100 }
        profile.name = "a"
        #expect(count == 101)
        released = nil
        profile.name = "b"
        #expect(count == 102)
        kept.cancel()
        profile.name = "c"
        #expect(count == 102)
        _ = released
    }

    @Test func storeInSetKeepsSubscriptionsAlive() {
        let profile = Profile()
        var cancellables = Set<AnyCancellable>()
        var values: [String] = []
        profile.$email.sink { values.append($0) }.store(in: &cancellables)
        profile.email = "x"
        #expect(values == ["ada@example.com", "x"])
        #expect(cancellables.count == 1)
    }

    @Test func customObjectWillChangeIsUsedAsDeclared() {
        final class Manual: ObservableObject {
            let objectWillChange = ObservableObjectPublisher()
            var value = 0 { willSet { objectWillChange.send() } }
        }
        let manual = Manual()
        var count = 0
        let token = manual.objectWillChange.sink { count += 1 }
        manual.value = 3
        #expect(count == 1)
        _ = token
    }
}

@Suite struct PublishedOutsideObservableObjectTests {
    @Test func publishedWorksInAPlainClassWithoutObjectWillChange() {
        final class Plain { @Published var value = 1 }
        let plain = Plain()
        var seen: [Int] = []
        let token = plain.$value.sink { seen.append($0) }
        plain.value = 2
        #expect(seen == [1, 2])
        _ = token
    }

    @Test func objectWithoutPublishedPropertiesGetsASilentFreshPublisher() {
        final class Empty: ObservableObject { var value = 0 }
        let empty = Empty()
        #expect(empty.objectWillChange !== empty.objectWillChange)
    }

    @Test func passthroughSubjectDeliversOnlyLaterValues() {
        let subject = PassthroughSubject<Int, Never>()
        subject.send(1)
        var seen: [Int] = []
        let token = subject.sink { seen.append($0) }
        subject.send(2)
        #expect(seen == [2])
        _ = token
    }
}

@Suite struct PublishedCellTests {
    @Test func aCellConnectedToAnInstancePublisherBehavesLikePublished() {
        // What the interpreter does for a script `class Store: ObservableObject { @Published var n = 0 }`.
        let objectWillChange = ObservableObjectPublisher()
        let cell = PublishedCell(0)
        cell.objectWillChange = objectWillChange
        var events: [String] = []
        let a = objectWillChange.sink { events.append("willChange(stored=\(cell.value))") }
        let b = cell.publisher.sink { events.append("$n(\($0), stored=\(cell.value))") }
        cell.assign(1)
        #expect(events == ["$n(0, stored=0)", "willChange(stored=0)", "$n(1, stored=0)"])
        #expect(cell.value == 1)
        _ = (a, b)
    }
}
