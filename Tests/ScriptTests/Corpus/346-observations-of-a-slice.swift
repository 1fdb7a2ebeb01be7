import Observation

// A model that exposes a page of its items as an ArraySlice; indices stay the base's.
@Observable final class Feed {
    var posts = ["p0", "p1", "p2", "p3", "p4", "p5"]
    var pageSize = 2
    func page(_ number: Int) -> ArraySlice<String> {
        let start = number * pageSize
        return posts[start..<min(start + pageSize, posts.count)]
    }
}
let feed = Feed()
let second = feed.page(1)
print(second, second.startIndex, second.endIndex)
for index in second.indices { print(index, second[index]) }
withObservationTracking {
    _ = feed.page(2)
} onChange: {
    print("page 2 will change")
}
feed.posts[4] = "edited"
print(feed.page(2), feed.page(2).firstIndex(of: "edited")!)
