// A value that is not Equatable cannot be compared, so every assignment notifies.
import Observation

struct Layout {
    var columns: Int
}
struct Size: Equatable {
    var width: Int
}

@Observable
final class Window {
    var layout = Layout(columns: 2)
    var size = Size(width: 800)
}

let window = Window()
var fired: [String] = []
func watch() {
    withObservationTracking {
        _ = window.layout
        _ = window.size
    } onChange: {
        fired.append("change")
    }
}
watch()
window.size = Size(width: 800)
print("equal Equatable size:", fired.count)
window.layout = Layout(columns: 2)
print("same non-Equatable layout:", fired.count)
watch()
window.size = Size(width: 1024)
print("different size:", fired.count)
