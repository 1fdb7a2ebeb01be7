import Foundation
import Testing

@testable import workbook

@Suite("Trace rendering")
struct TraceRendererTests {
    final class Lines: @unchecked Sendable {
        let lock = NSLock()
        var all: [String] = []
        func add(_ lines: [String]) { lock.withLock { all += lines } }
    }

    final class Model {}

    func render(_ events: (TraceEvent.Subject, TraceEvent.Subject) -> [TraceEvent]) -> [String] {
        let lines = Lines()
        let renderer = TraceRenderer(names: ObjectNames(trackingBase: 0)) { lines.add($0) }
        let model = Model()
        let second = Model()  // both alive: distinct identities
        let a = TraceEvent.Subject(id: UInt(bitPattern: ObjectIdentifier(model)), typeName: "UserProfile")
        let b = TraceEvent.Subject(id: UInt(bitPattern: ObjectIdentifier(second)), typeName: "UserProfile")
        for event in events(a, b) { renderer.receive(event) }
        renderer.flush()
        return lines.all
    }

    @Test func oneShotFiringIsOneLine() {
        let lines = render { a, _ in
            [
                .trackingStarted(1),
                .access(a, property: "name", tracking: 1),
                .trackingEnded(1, dependencies: [(a, "name")]),
                .willSet(a, property: "name"),
                .fired(1, a, property: "name"),
                .cancelled(1),
                .didSet(a, property: "name"),
                .willSet(a, property: "name"),
                .didSet(a, property: "name"),
            ]
        }
        #expect(
            lines == [
                "tracking #1 started",
                "access UserProfile#1.name → tracking #1",
                "tracking #1 installed on UserProfile#1.name",
                "┌ willSet UserProfile#1.name",
                "│ tracking #1 fired (one-shot, cancelled)",
                "└ didSet UserProfile#1.name",
                "willSet UserProfile#1.name",
            ])
    }

    @Test func aWriteInsideOnChangeNestsItsOwnBox() {
        let lines = render { a, b in
            [
                .willSet(a, property: "name"),
                .fired(1, a, property: "name"),
                .access(b, property: "age", tracking: nil),
                .willSet(b, property: "age"),
                .fired(2, b, property: "age"),
                .cancelled(2),
                .didSet(b, property: "age"),
                .cancelled(1),
                .didSet(a, property: "name"),
            ]
        }
        #expect(
            lines == [
                "┌ willSet UserProfile#1.name",
                "│ tracking #1 fired (one-shot, cancelled)",
                "│ access UserProfile#2.age",
                "│ ┌ willSet UserProfile#2.age",
                "│ │ tracking #2 fired (one-shot, cancelled)",
                "│ └ didSet UserProfile#2.age",
                "└ didSet UserProfile#1.name",
            ])
    }

    @Test func outputDuringAChangeOpensItsBox() {
        let lines = Lines()
        let renderer = TraceRenderer(names: ObjectNames(trackingBase: 0)) { lines.add($0) }
        let model = Model()
        let a = TraceEvent.Subject(id: UInt(bitPattern: ObjectIdentifier(model)), typeName: "UserProfile")
        renderer.receive(.willSet(a, property: "name"))
        renderer.flush()  // the program is about to print (a willSet/didSet observer)
        renderer.receive(.didSet(a, property: "name"))
        #expect(lines.all == ["┌ willSet UserProfile#1.name", "└ didSet UserProfile#1.name"])
    }

    @Test func objectsAreNumberedPerTypeInOrderOfAppearance() {
        let lines = render { a, b in
            [
                .access(b, property: "age", tracking: nil), .access(a, property: "name", tracking: nil),
                .access(b, property: "name", tracking: nil),
            ]
        }
        #expect(lines == ["access UserProfile#1.age", "access UserProfile#2.name", "access UserProfile#1.name"])
    }

    @Test func unexpectedCancelAndEmptyTrackingAreSpelledOut() {
        let lines = render { _, _ in [.trackingStarted(2), .trackingEnded(2, dependencies: []), .cancelled(2)] }
        #expect(
            lines == [
                "tracking #2 started", "tracking #2 read nothing: no onChange installed", "tracking #2 cancelled",
            ])
    }

    @Test func twoTrackingsFiringFromOneChange() {
        let lines = render { a, _ in
            [
                .willSet(a, property: "name"), .fired(1, a, property: "name"), .fired(2, a, property: "name"),
                .cancelled(1), .cancelled(2),
            ]
        }
        #expect(
            lines == [
                "┌ willSet UserProfile#1.name",
                "│ tracking #1 fired (one-shot, cancelled)",
                "│ tracking #2 fired (one-shot, cancelled)",
            ])
    }
}
