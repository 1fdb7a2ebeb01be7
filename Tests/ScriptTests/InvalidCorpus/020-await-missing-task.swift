// A missing `await` inside a Task closure.
import Observation

@Observable final class Feed {
    var items: [String] = []
}

func download() async -> [String] { ["a", "b"] }

let feed = Feed()
print("items before:", feed.items.count)
Task {
    feed.items = download()
    print("items after:", feed.items.count)
}
