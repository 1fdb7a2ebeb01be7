// A View without `body` (misspelt as `content`).
import SwiftUI

struct Badge: View {
    var count: Int
    var content: some View {
        Text("\(count)")
    }
}

print("badge")
let host = try ViewHost(Badge(count: 3))
