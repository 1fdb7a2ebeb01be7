// Temporaries die as soon as the expression is done; returned objects live on.
final class Token {
    let text: String
    init(_ text: String) { self.text = text; print("make \(text)") }
    deinit { print("drop \(text)") }
}

func makeToken(_ text: String) -> Token { Token(text) }

print(makeToken("temporary").text.uppercased())
print("next")
let kept = makeToken("kept")
print("kept", kept.text)
_ = makeToken("discarded")
print("after discard")
let lengths = ["x", "yy"].map { makeToken($0).text.count }
print(lengths)
