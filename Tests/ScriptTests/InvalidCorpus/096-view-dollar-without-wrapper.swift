// A `$` projection of a plain stored property (no @State, no @Binding).
import SwiftUI

struct TitleEditor: View {
    var title = "Draft"
    var body: some View {
        TextField("Title", text: $title)
    }
}

print("building the editor")
let host = try ViewHost(TitleEditor())
print(host.render(), terminator: "")
