// Assigning nil to a property that is not optional.
import Observation

@Observable final class Selection {
    var selectedID: Int = 0
}

let selection = Selection()
print("selected:", selection.selectedID)
selection.selectedID = 3
print("selected:", selection.selectedID)
selection.selectedID = nil
