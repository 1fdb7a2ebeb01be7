// A tiny Markdown-to-HTML formatter: headings, lists, emphasis, code and paragraphs.

enum Block: Equatable {
    case heading(level: Int, text: String)
    case listItem(String)
    case code(String)
    case paragraph(String)
    case blank
}

func classify(_ line: String) -> Block {
    let trimmed = line.drop { $0 == " " }
    if trimmed.isEmpty { return .blank }
    if trimmed.hasPrefix("#") {
        let level = trimmed.prefix { $0 == "#" }.count
        let title = trimmed.dropFirst(level).drop { $0 == " " }
        return .heading(level: min(level, 6), text: String(title))
    }
    if trimmed.hasPrefix("- ") || trimmed.hasPrefix("* ") {
        return .listItem(String(trimmed.dropFirst(2)))
    }
    if line.hasPrefix("    ") { return .code(String(line.dropFirst(4))) }
    return .paragraph(String(trimmed))
}

func inline(_ text: String) -> String {
    var out = ""
    var open: [Character] = []
    for c in text {
        switch c {
        case "*", "`":
            if open.last == c {
                open.removeLast()
                out += c == "*" ? "</em>" : "</code>"
            } else {
                open.append(c)
                out += c == "*" ? "<em>" : "<code>"
            }
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "&": out += "&amp;"
        default: out.append(c)
        }
    }
    return out
}

func render(_ markdown: String) -> [String] {
    var html: [String] = []
    var inList = false
    var paragraph: [String] = []
    func flush() {
        if !paragraph.isEmpty { html.append("<p>" + paragraph.joined(separator: " ") + "</p>") }
        paragraph = []
    }
    let lines = markdown.split(separator: "\n", omittingEmptySubsequences: false)
    for block in lines.map({ classify(String($0)) }) {
        if case .listItem = block {} else if inList { html.append("</ul>"); inList = false }
        switch block {
        case let .heading(level, text):
            flush()
            html.append("<h\(level)>\(inline(text))</h\(level)>")
        case .listItem(let text):
            flush()
            if !inList { html.append("<ul>"); inList = true }
            html.append("  <li>\(inline(text))</li>")
        case .code(let text): flush(); html.append("<pre>\(inline(text))</pre>")
        case .paragraph(let text): paragraph.append(inline(text))
        case .blank: flush()
        }
    }
    flush()
    if inList { html.append("</ul>") }
    return html
}

let document = """
# Release *notes*
Version 2 adds `map` & friends.
It is *much* faster.

## Changes
- new parser
* fewer <bugs>
- `code` in lists

    let x = 1 < 2
Final words.
"""
for line in render(document) { print(line) }
print(classify("### deep"), classify("   "), classify("plain"))
print(inline("a *b* `c` *unclosed"))
