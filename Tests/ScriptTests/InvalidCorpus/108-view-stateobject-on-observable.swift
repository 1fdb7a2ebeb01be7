// @StateObject holding an @Observable model (use @State for those).
import Observation
import SwiftUI

@Observable final class Timer {
    var seconds = 0
}

struct TimerView: View {
    @StateObject private var timer = Timer()
    var body: some View { Text("\(timer.seconds) s") }
}

print("timer view")
let host = try ViewHost(TimerView())
print(host.render(), terminator: "")
