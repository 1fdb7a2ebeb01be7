import Observation
import Testing
import ViewRuntime

// When a parent re-evaluates, a child's body runs again only if its inputs changed.

@Observable final class Article {
    var title = "Draft"
    var wordCount = 0
}

struct WordCountView: View {
    let article: Article
    var body: some View { Text("\(article.wordCount) words") }
}

struct TitleAndCount: View {
    let article: Article
    var body: some View {
        VStack {
            Text(article.title)
            WordCountView(article: article)
        }
    }
}

struct Greeting: View {
    let name: String
    var body: some View { Text("Hello, \(name)") }
}

struct GreetingParent: View {
    @State var name = "Ada"
    @State var unrelated = 0
    var body: some View {
        VStack {
            Text("\(unrelated)")
            Greeting(name: name)
            Button("Rename") { name = "Grace" }
            Button("Bump") { unrelated += 1 }
        }
    }
}

@Suite struct ReconciliationTests {
    @Test func childWithTheSameModelReferenceIsNotReEvaluated() throws {
        let article = Article()
        let host = try ViewHost(TitleAndCount(article: article))
        article.title = "Final"
        try host.update()
        #expect(host.reevaluatedInLastUpdate == ["TitleAndCount"])
        #expect(host.initCalls(of: "WordCountView") == 2)
        #expect(host.bodyEvaluations(of: "WordCountView") == 1)
    }

    @Test func childWithAChangedValueInputIsReEvaluated() throws {
        let host = try ViewHost(GreetingParent())
        try host.tap("Bump")
        #expect(host.bodyEvaluations(of: "Greeting") == 1)
        try host.tap("Rename")
        #expect(host.bodyEvaluations(of: "Greeting") == 2)
        #expect(host.texts == ["1", "Hello, Grace"])
    }

    @Test func writingTheSameValueToStateInvalidatesNothing() throws {
        struct Same: View {
            @State var value = 1
            var body: some View { Button("Same \(value)") { value = 1 } }
        }
        let host = try ViewHost(Same())
        try host.tap("Same 1")
        #expect(host.bodyEvaluations(of: "Same") == 1)
    }

    @Test func renderMarksWhatReEvaluatedAndShowsCounts() throws {
        let article = Article()
        let host = try ViewHost(TitleAndCount(article: article))
        article.wordCount = 12
        try host.update()
        #expect(
            host.render() == """
                TitleAndCount  body 1 · init 1
                  VStack
                    Text "Draft"
                    WordCountView  body 2 · init 1  ←
                      Text "12 words"

                """)
    }

    @Test func renderShowsRowsIdsEnvironmentAndControls() throws {
        struct Screen: View {
            let theme: Theme
            @State var on = true
            var body: some View {
                List {
                    ForEach([3, 5], id: \.self) { Text("row \($0)") }
                    Toggle("On", isOn: $on)
                    Button("Go") {}
                    Text("tail").id(7)
                }
                .environment(theme)
            }
        }
        let host = try ViewHost(Screen(theme: Theme()))
        #expect(
            host.render() == """
                Screen  body 1 · init 1  ←
                  .environment(Theme)
                    List
                      ForEach
                        [id: 3] Text "row 3"
                        [id: 5] Text "row 5"
                      Toggle "On" = on
                      Button "Go"
                      .id(7) Text "tail"

                """)
    }
}
