// withTaskGroup: children's results arrive as they finish (here, by how long each sleeps); the
// group waits for every child; an @Observable model collects them on the main actor.
import Observation

@Observable @MainActor final class Gallery {
    var loaded: [String] = []
    var totalBytes = 0
}

func fetchSize(of name: String, delay: Int) async -> (String, Int) {
    try? await Task.sleep(for: .milliseconds(delay))
    return (name, name.count * 100)
}

@MainActor
func loadAll(into gallery: Gallery) async {
    let jobs = [("sunset.png", 300), ("cat.jpg", 30), ("map.gif", 150)]
    await withTaskGroup(of: (String, Int).self) { group in
        for (name, delay) in jobs {
            group.addTask { await fetchSize(of: name, delay: delay) }
        }
        for await (name, size) in group {
            gallery.loaded.append(name)
            gallery.totalBytes += size
        }
    }
}

let gallery = Gallery()
withObservationTracking {
    _ = gallery.loaded
} onChange: {
    print("the gallery will change")
}
await loadAll(into: gallery)
print(gallery.loaded, gallery.totalBytes)

let squares = await withTaskGroup(of: Int.self, returning: [Int].self) { group in
    for n in 1...5 { group.addTask { n * n } }
    var all: [Int] = []
    while let value = await group.next() { all.append(value) }
    return all.sorted()
}
print(squares)
