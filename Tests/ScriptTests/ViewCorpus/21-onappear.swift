// `.onAppear` runs once per identity, after the update that mounted it; state it changes
// is applied by a further pass of the same update.
import Observation
import ViewRuntime

@Observable final class Feed {
    var items: [String] = []
    var loads = 0
    func load() {
        loads += 1
        items = ["first", "second"]
    }
}

struct FeedView: View {
    let feed: Feed
    var body: some View {
        VStack {
            Text("\(feed.items.count) items")
            ForEach(feed.items, id: \.self) { item in
                Text(item)
            }
        }
        .onAppear { feed.load() }
    }
}

struct Tabs: View {
    @State var showFeed = true
    let feed: Feed
    var body: some View {
        VStack {
            if showFeed {
                FeedView(feed: feed)
            }
            Button("Toggle feed") { showFeed.toggle() }
        }
    }
}

let feed = Feed()
let host = try ViewHost(Tabs(feed: feed))
print(host.texts, "loads:", feed.loads)
print(host.lastUpdate)
try host.tap("Toggle feed")
try host.tap("Toggle feed")
print("loads after remount:", feed.loads)
print(host.render(), terminator: "")
