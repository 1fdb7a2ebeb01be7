// §7: declare the property optional and a missing object is nil, not an error.
import Observation
import ViewRuntime

@Observable final class Theme { var name = "ocean" }

struct Banner: View {
    @Environment(Theme.self) var theme: Theme?
    var body: some View {
        if let theme {
            Text("theme \(theme.name)")
        } else {
            Text("no theme")
        }
    }
}

let bare = try ViewHost(Banner())
print(bare.texts)

let theme = Theme()
let themed = try ViewHost(Banner().environment(theme))
print(themed.texts)
theme.name = "forest"
try themed.update()
print(themed.texts, themed.bodyEvaluations(of: "Banner"))
print(themed.render(), terminator: "")
