// swiftc -swift-version 6 -default-isolation MainActor
// Lesson 13: under default MainActor isolation the model and the controller are @MainActor,
// but withObservationTracking's onChange is a @Sendable closure that runs on the mutating
// thread: it cannot touch main-actor state; hop with Task { @MainActor in … }.
// expect-error: main actor-isolated property 'renders' can not be mutated from a Sendable closure
import Observation

@Observable
final class Scoreboard {
    var home = 0
}

final class HomeLabel {
    let board: Scoreboard
    private(set) var renders = 0

    init(board: Scoreboard) { self.board = board }

    func watch() {
        withObservationTracking {
            _ = board.home
        } onChange: {
            self.renders += 1
        }
    }
}
