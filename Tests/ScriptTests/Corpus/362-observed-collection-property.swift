// didSet on a collection property runs for every change made through it.
final class Playlist {
    var songs: [String] = [] {
        didSet { print("  songs: \(oldValue.count) -> \(songs.count)") }
    }
    var ratings: [String: Int] = [:] {
        willSet { print("  ratings will change (\(newValue.count) entries)") }
    }
}
let playlist = Playlist()
print("append")
playlist.songs.append("Intro")
print("append contents")
playlist.songs += ["Verse", "Chorus"]
print("edit element")
playlist.songs[0] = "Overture"
print("remove")
playlist.songs.removeFirst()
print("rate")
playlist.ratings["Verse"] = 5
playlist.ratings["Verse", default: 0] += 1
print(playlist.songs, playlist.ratings)
