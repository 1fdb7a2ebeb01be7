// Property observers on an array property fire once per mutation, in place or not.
struct Playlist {
    var songs: [String] = [] {
        willSet { print("willSet: \(songs.count) -> \(newValue.count)") }
        didSet { print("didSet: \(oldValue) -> \(songs)") }
    }
}

var playlist = Playlist()
playlist.songs.append("Intro")
playlist.songs += ["Verse", "Chorus"]
playlist.songs[1] = "Verse 1"
playlist.songs.removeFirst()
playlist.songs = []

final class Store {
    var counts: [String: Int] = [:] {
        didSet { print("counts changed, \(counts.count) key(s)") }
    }
}
let store = Store()
store.counts["a", default: 0] += 1
store.counts["a"] = nil
