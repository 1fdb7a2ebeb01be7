// @Bindable on a class that is not @Observable.
import SwiftUI

final class Draft {
    var text = ""
}

struct DraftEditor: View {
    @Bindable var draft: Draft
    var body: some View {
        TextField("Text", text: $draft.text)
    }
}

print("drafting")
let host = try ViewHost(DraftEditor(draft: Draft()))
