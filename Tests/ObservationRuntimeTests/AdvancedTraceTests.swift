// SE-0506's events in the trace: a willSet that waits for didSet, the didSet firing, a deinit.
import ObservationRuntime
import Testing

@Suite("The trace shows SE-0506's didSet and deinit events")
struct AdvancedTraceTests {
    @Test("[.willSet, .didSet]: fired in willSet, then in didSet before the change closes, then cancelled")
    func bothEdges() {
        let profile = NamedProfile()
        let events = traceOnThisThread {
            _ = withObservationTracking(options: [.willSet, .didSet]) {
                profile.name
            } onChange: { _ in
            }
            profile.name = "Grace"
        }
        #expect(
            render(events) == [
                "start #1",
                "access UserProfile.name in #1",
                "end #1 [UserProfile.name]",
                "willSet UserProfile.name",
                "fired #1 by UserProfile.name, waiting for didSet",
                "fired #1 in didSet by UserProfile.name",
                "cancelled #1",
                "didSet UserProfile.name",
            ])
    }

    @Test(".deinit: the object's death fires the tracking, which stays installed")
    func deinitEvent() {
        var profile: NamedProfile? = NamedProfile()
        let events = traceOnThisThread {
            _ = withObservationTracking(options: .deinit) {
                profile?.name
            } onChange: { _ in
            }
            profile = nil
        }
        #expect(
            render(events) == [
                "start #1",
                "access UserProfile.name in #1",
                "end #1 [UserProfile.name]",
                "fired #1 by the deinit of UserProfile",
            ])
    }

    @Test("a plain tracking's object dies unheard")
    func plainDeinit() {
        var profile: NamedProfile? = NamedProfile()
        let events = traceOnThisThread {
            _ = withObservationTracking {
                profile?.name
            } onChange: {
            }
            profile = nil
        }
        #expect(render(events) == ["start #1", "access UserProfile.name in #1", "end #1 [UserProfile.name]"])
    }
}
