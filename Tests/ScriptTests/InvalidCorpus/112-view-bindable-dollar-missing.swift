// @Bindable model, but the binding is written without `$`.
import Observation
import SwiftUI

@Observable final class LabelModel {
    var text = "home"
}

struct LabelEditor: View {
    @Bindable var model: LabelModel
    var body: some View {
        TextField("Label", text: model.text)
    }
}

let model = LabelModel()
print("label:", model.text)
let host = try ViewHost(LabelEditor(model: model))
