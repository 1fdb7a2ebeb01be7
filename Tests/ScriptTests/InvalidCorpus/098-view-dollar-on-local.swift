// A `$` projection of a local variable inside body.
import SwiftUI

struct SearchBar: View {
    var body: some View {
        var query = ""
        return TextField("Search", text: $query)
    }
}

print("search bar")
let host = try ViewHost(SearchBar())
print(host.render(), terminator: "")
