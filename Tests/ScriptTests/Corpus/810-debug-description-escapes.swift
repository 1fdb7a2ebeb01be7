// debugPrint and collections quote strings as Swift's debugDescription does: \', \", \\, \0, \r, \n, \t,
// and \u{07}-style escapes for the other ASCII control characters; everything else as it is.
let samples = ["'", "\"", "\\", "\u{7}", "\u{7F}", "é", "😀", "\u{200B}", "e\u{301}", "\u{A0}", "\u{1B}[0m", "\0", "\r\n", "\u{FEFF}", "\u{E000}", "a\u{308}\u{308}"]
for s in samples { debugPrint(s, terminator: " ") }
print()
print(samples)
