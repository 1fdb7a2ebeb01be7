/// Renders the mounted tree as indented text:
///
///     Root  body 2 · init 1  ←
///       VStack
///         NameView  body 1 · init 2
///           Text "Ada"
///         TextField "Email" = "a@x"
///
/// `←` marks a body evaluated in the last mount/update. Builder groups and if/else arms
/// are transparent, so are `.onAppear` and decorations (`.padding()`, …); rows show their
/// id, `.id(_:)` its value.
struct TreeRenderer {
    let currentPass: Int

    func render(_ root: ViewNode) -> String {
        var lines: [String] = []
        visit(root, indent: 0, prefix: "", into: &lines)
        return lines.joined(separator: "\n") + "\n"
    }

    private func visit(_ node: ViewNode, indent: Int, prefix: String, into lines: inout [String]) {
        var prefix = prefix
        if case .row = node.key { prefix += "[id: \(node.idText)] " }
        let pad = String(repeating: "  ", count: indent)
        switch node.content {
        case .group, .branch, .empty:
            for child in node.children { visit(child, indent: indent, prefix: prefix, into: &lines) }
            return
        case .identified:
            for child in node.children {
                visit(child, indent: indent, prefix: prefix + ".id(\(child.idText)) ", into: &lines)
            }
            return
        case .text(let string):
            lines.append(pad + prefix + "Text \"\(string)\"")
        case .button(let title, _):
            lines.append(pad + prefix + "Button \"\(title)\"")
        case .textField(let title, _):
            lines.append(pad + prefix + "TextField \"\(title)\" = \(node.displayedValue ?? "")")
        case .toggle(let title, _):
            lines.append(pad + prefix + "Toggle \"\(title)\" = \(node.displayedValue ?? "")")
        case .environment(let entry, _):
            lines.append(pad + prefix + ".\(node.signature)(\(entry.key.typeName))")
        case .container(let kind, _):
            lines.append(pad + prefix + kind.name + (kind.title.map { " \"\($0)\"" } ?? ""))
        case .forEach:
            lines.append(pad + prefix + node.signature)
        case .onAppear, .decorated:
            for child in node.children { visit(child, indent: indent, prefix: prefix, into: &lines) }
            return
        case .composite(let view):
            let mark = node.lastEvaluatedPass == currentPass ? "  ←" : ""
            lines.append(
                pad + prefix + "\(view.typeName)  body \(node.bodyEvaluations) · init \(node.initCalls)\(mark)")
        }
        for child in node.children { visit(child, indent: indent + 1, prefix: "", into: &lines) }
    }
}
