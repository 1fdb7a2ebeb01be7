// `$model.text` on a model passed as a plain `let`: a binding needs @Bindable.
import Observation
import SwiftUI

@Observable final class LabelModel {
    var text = "home"
}

struct LabelEditor: View {
    let model: LabelModel
    var body: some View {
        TextField("Label", text: $model.text)
    }
}

let model = LabelModel()
print("label:", model.text)
let host = try ViewHost(LabelEditor(model: model))
