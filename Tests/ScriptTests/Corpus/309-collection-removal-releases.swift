// Removing an object from a collection releases it when nothing else holds it.
final class Photo {
    let id: Int
    init(id: Int) { self.id = id }
    deinit { print("photo \(id) freed") }
}

var album: [String: Photo] = ["a": Photo(id: 1), "b": Photo(id: 2)]
print("album has", album.count)
album["a"] = nil
print("removed a")
let kept = album["b"]!
album.removeValue(forKey: "b")
print("removed b, still kept:", kept.id)

var queue = [Photo(id: 10), Photo(id: 11), Photo(id: 12)]
let first = queue.removeFirst()
print("took", first.id)
queue = queue.filter { $0.id != 12 }
print("filtered")
var optionalPhoto: Photo? = Photo(id: 99)
if let photo = optionalPhoto { print("showing", photo.id) }
optionalPhoto = nil
print("end")
