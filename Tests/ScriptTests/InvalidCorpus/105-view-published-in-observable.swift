// @Published left inside an @Observable class during a migration.
import Observation
import SwiftUI

@Observable final class LabelStore {
    @Published var labels: [String] = []
    var selected: String?
}

let store = LabelStore()
print("labels:", store.labels)
