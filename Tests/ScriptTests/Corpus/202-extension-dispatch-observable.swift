// Observable models behind a protocol: the protocol's extension helper runs on the
// existential, the model's own method when the static type is the model.
import Observation

protocol Titled: AnyObject {
    var title: String { get set }
}

extension Titled {
    func headline() -> String { "Title: \(title)" }
}

@Observable
final class Article: Titled {
    var title: String
    init(title: String) { self.title = title }
    func headline() -> String { "ARTICLE \(title.uppercased())" }
}

let article = Article(title: "observation")
let titled: any Titled = article

withObservationTracking {
    print(titled.headline())
} onChange: {
    print("title changed")
}
article.title = "tracking"
print(article.headline())
print(titled.headline())
