// A reading list: progress as Double percentages, ratings as UInt8, observed.
import Observation

struct Book {
    var title: String
    var pages: Int
    var read: Int = 0
    var rating: UInt8 = 0
    var progress: Double { pages == 0 ? 0 : Double(read) / Double(pages) * 100 }
}

@Observable
final class ReadingList {
    var books: [Book] = []
    var averageProgress: Double {
        books.isEmpty ? 0 : books.map(\.progress).reduce(0, +) / Double(books.count)
    }
}

let list = ReadingList()
list.books = [Book(title: "Swift", pages: 200), Book(title: "Observation", pages: 50)]
withObservationTracking {
    print("average", list.averageProgress)
} onChange: {
    print("progress will change")
}
list.books[0].read = 50
list.books[1].read = 50
list.books[1].rating = 5
print(list.books.map { "\($0.title): \($0.progress)% \($0.rating)★" })
print(list.averageProgress)
